import { render } from '@testing-library/react';

import EmailAddress, { emailParts } from '../email-address';

describe( 'an e-mail address in a cell', () => {
	it( 'may wrap after the @ and before dots only', () => {
		expect( emailParts( 'grace.hopper@mail.example.com' ) ).toEqual( [
			'grace',
			'.hopper@',
			'mail',
			'.example',
			'.com',
		] );
		expect( emailParts( 'ada@example.org' ) ).toEqual( [
			'ada@',
			'example',
			'.org',
		] );
		expect( emailParts( '' ) ).toEqual( [] );
	} );

	it( 'reads as the whole address, with a break opportunity between the pieces', () => {
		const { container } = render(
			<EmailAddress
				className="eventin-booking-buyer__email"
				email="grace.hopper@mail.example.com"
			/>
		);
		const span = container.firstElementChild as HTMLElement;
		expect( span.className ).toBe(
			'eventin-email eventin-booking-buyer__email'
		);
		expect( span.textContent ).toBe( 'grace.hopper@mail.example.com' );
		expect( span.querySelectorAll( 'wbr' ) ).toHaveLength( 4 );
		expect( span.innerHTML ).toBe(
			'grace<wbr>.hopper@<wbr>mail<wbr>.example<wbr>.com'
		);
	} );
} );
