import { isNewRead, SAME_CODE_GAP } from '../camera';

describe( 'isNewRead', () => {
	it( 'reads a code held in front of the camera once', () => {
		expect( isNewRead( null, 'abc', 1000 ) ).toBe( true );
		expect( isNewRead( { code: 'abc', seen: 1000 }, 'abc', 1150 ) ).toBe(
			false
		);
		expect(
			isNewRead(
				{ code: 'abc', seen: 1000 },
				'abc',
				1000 + SAME_CODE_GAP
			)
		).toBe( false );
	} );

	it( 'reads it again once it was out of sight, and another code at once', () => {
		expect(
			isNewRead(
				{ code: 'abc', seen: 1000 },
				'abc',
				1001 + SAME_CODE_GAP
			)
		).toBe( true );
		expect( isNewRead( { code: 'abc', seen: 1000 }, 'def', 1100 ) ).toBe(
			true
		);
	} );
} );
