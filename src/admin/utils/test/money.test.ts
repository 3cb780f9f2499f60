import { formatAmount } from '../money';

describe( 'formatAmount', () => {
	it( 'writes a decimal amount in its currency', () => {
		expect( formatAmount( '1250.5', 'USD', 'en-US' ) ).toBe( '$1,250.50' );
		expect( formatAmount( '1000', 'JPY', 'en-US' ) ).toBe( '¥1,000' );
		expect( formatAmount( '3', 'EURO', 'en-US' ) ).toBe( '3.00 EURO' );
	} );
} );
