import { getChoiceOptions } from '../choices';

describe( 'getChoiceOptions', () => {
	it( 'lists the chosen first, then the other results', () => {
		expect(
			getChoiceOptions(
				[ 4, 9 ],
				[
					{ id: 2, label: 'Ada' },
					{ id: 4, label: 'Grace' },
				],
				{ 4: 'Grace' }
			)
		).toEqual( [
			{ id: 4, label: 'Grace', checked: true },
			{ id: 9, label: '#9', checked: true },
			{ id: 2, label: 'Ada', checked: false },
		] );
	} );
} );
