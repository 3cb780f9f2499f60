/**
 * The settings screen at /settings, rendered in the app against a mocked
 * REST API.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addFilter, removeFilter } from '@wordpress/hooks';

import type { CurrentUser, Settings } from '../../../../stores/global';
import {
	ADMIN,
	SETTINGS,
	mockApiFetch,
	mockRest,
	renderApp,
	restFor,
} from '../../../../admin/test/helpers';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

jest.setTimeout( 20_000 );

const SETTINGS_MANAGER: CurrentUser = {
	ID: 9,
	display_name: 'Sam',
	roles: [ 'settings_manager' ],
	is_super_admin: false,
	permissions: [ 'etn_manage_event', 'etn_manage_setting' ],
};

const STORED: Settings = {
	...SETTINGS,
	registered_domains: [ 'example.com', '*.example.org' ],
};

/**
 * What a PUT answers: the stored settings with the changes merged.
 * @param changes
 */
function savedWith( changes: Partial< Settings > ): Settings {
	return { ...STORED, ...changes };
}

function putBodies(): unknown[] {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter( ( options ) => options.method === 'PUT' )
		.map( ( options ) => options.data );
}

async function openSettings(
	answers: Record< string, unknown > = {},
	user: CurrentUser = SETTINGS_MANAGER
) {
	mockRest( {
		...restFor( user, STORED ),
		'PUT /eventin/v2/settings': ( {
			data,
		}: {
			data: Partial< Settings >;
		} ) => savedWith( data ),
		...answers,
	} );
	const rendered = renderApp( '/settings' );
	await screen.findByRole( 'heading', { name: 'General' } );
	return rendered;
}

const toggle = ( name: string ) => screen.getByRole( 'checkbox', { name } );
const saveButton = () =>
	within( screen.getByRole( 'form', { name: 'General' } ) ).getByRole(
		'button',
		{ name: 'Save' }
	);
const domainInput = () => screen.getByRole( 'textbox', { name: 'Domain' } );
const domainList = () =>
	screen.getByRole( 'list', { name: 'Registered domains' } );
const listedDomains = () =>
	within( domainList() )
		.getAllByRole( 'listitem' )
		.map(
			( item ) =>
				item.querySelector( '.eventin-registered-domains__name' )
					?.textContent
		);

describe( 'the general settings', () => {
	it( 'shows the stored settings, with Save off until something changes', async () => {
		await openSettings();

		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Settings' } )
		).toBeInTheDocument();
		expect( toggle( 'Disable categories and tags' ) ).not.toBeChecked();
		expect( toggle( 'RSVP module' ) ).not.toBeChecked();
		expect(
			screen.getByText( /Hides Add New on the category and tag lists/ )
		).toBeInTheDocument();
		expect( listedDomains() ).toEqual( [ 'example.com', '*.example.org' ] );
		expect( saveButton() ).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'saves the RSVP module alone', async () => {
		const user = userEvent.setup();
		await openSettings();

		await user.click( toggle( 'RSVP module' ) );
		expect( toggle( 'RSVP module' ) ).toBeChecked();
		expect( saveButton() ).not.toHaveAttribute( 'aria-disabled' );
		await user.click( saveButton() );

		expect(
			await screen.findByText( 'Settings saved.' )
		).toBeInTheDocument();
		expect( putBodies() ).toEqual( [ { modules: { rsvp: 'on' } } ] );
		expect( toggle( 'RSVP module' ) ).toBeChecked();
		expect( saveButton() ).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'saves categories and tags off, and nothing when toggled back', async () => {
		const user = userEvent.setup();
		await openSettings();

		await user.click( toggle( 'Disable categories and tags' ) );
		await user.click( toggle( 'Disable categories and tags' ) );
		expect( saveButton() ).toHaveAttribute( 'aria-disabled', 'true' );

		await user.click( toggle( 'Disable categories and tags' ) );
		await user.click( saveButton() );

		await screen.findByText( 'Settings saved.' );
		expect( putBodies() ).toEqual( [
			{ disable_category_and_tags: 'on' },
		] );
	} );

	it( 'shows Save busy while saving', async () => {
		const user = userEvent.setup();
		let answer: ( settings: Settings ) => void = () => {};
		await openSettings( {
			'PUT /eventin/v2/settings': () =>
				new Promise< Settings >( ( resolve ) => {
					answer = resolve;
				} ),
		} );

		await user.click( toggle( 'RSVP module' ) );
		await user.click( saveButton() );

		expect( saveButton() ).toHaveClass( 'is-busy' );
		expect( saveButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		act( () => answer( savedWith( { modules: { rsvp: 'on' } } ) ) );
		await screen.findByText( 'Settings saved.' );
		expect( saveButton() ).not.toHaveClass( 'is-busy' );
	} );
} );

describe( 'registered domains', () => {
	it( 'adds domains with Add and Enter, reducing URLs to their host', async () => {
		const user = userEvent.setup();
		await openSettings();

		await user.type( domainInput(), 'Events.Example.net' );
		await user.click( screen.getByRole( 'button', { name: 'Add' } ) );
		await user.type(
			domainInput(),
			'https://Shop.Example.net/path?x=1{Enter}'
		);

		expect( listedDomains() ).toEqual( [
			'example.com',
			'*.example.org',
			'events.example.net',
			'shop.example.net',
		] );
		expect( domainInput() ).toHaveValue( '' );
		// Enter added the domain without saving.
		expect( putBodies() ).toEqual( [] );
	} );

	it( 'says why an entry cannot be added, by the field', async () => {
		const user = userEvent.setup();
		await openSettings();

		await user.type( domainInput(), 'foo bar{Enter}' );
		expect(
			screen.getByText(
				'“foo bar” is not a domain name, like example.com.'
			)
		).toBeInTheDocument();
		expect( domainInput() ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( domainInput() ).toHaveAccessibleDescription(
			'“foo bar” is not a domain name, like example.com.'
		);

		await user.clear( domainInput() );
		expect(
			screen.queryByText( /is not a domain name/ )
		).not.toBeInTheDocument();

		await user.type( domainInput(), 'http://EXAMPLE.com{Enter}' );
		expect(
			screen.getByText( 'example.com is already in the list.' )
		).toBeInTheDocument();

		await user.clear( domainInput() );
		await user.click( screen.getByRole( 'button', { name: 'Add' } ) );
		expect(
			screen.getByText( 'Enter a domain name, like example.com.' )
		).toBeInTheDocument();
		expect( listedDomains() ).toEqual( [ 'example.com', '*.example.org' ] );
	} );

	it( 'removes a domain and saves the list', async () => {
		const user = userEvent.setup();
		await openSettings();

		await user.click(
			screen.getByRole( 'button', { name: 'Remove example.com' } )
		);
		expect( listedDomains() ).toEqual( [ '*.example.org' ] );
		expect( domainInput() ).toHaveFocus();
		await user.type( domainInput(), 'example.net' );
		// A domain typed but not added yet is saved too.
		await user.click( saveButton() );

		await screen.findByText( 'Settings saved.' );
		expect( putBodies() ).toEqual( [
			{ registered_domains: [ '*.example.org', 'example.net' ] },
		] );
		expect( listedDomains() ).toEqual( [ '*.example.org', 'example.net' ] );
		expect( domainInput() ).toHaveValue( '' );
	} );

	it( 'does not save while the typed entry is not a domain', async () => {
		const user = userEvent.setup();
		await openSettings();

		await user.type( domainInput(), 'not a domain' );
		await user.click( saveButton() );

		expect(
			screen.getByText(
				'“not a domain” is not a domain name, like example.com.'
			)
		).toBeInTheDocument();
		expect( putBodies() ).toEqual( [] );
	} );

	it( 'says when the list is empty', async () => {
		mockRest( restFor( SETTINGS_MANAGER ) );
		renderApp( '/settings' );

		expect(
			await screen.findByText( 'No domains yet.' )
		).toBeInTheDocument();
	} );
} );

describe( 'a failed save', () => {
	it( 'shows the server’s message, and its field errors by the fields', async () => {
		const user = userEvent.setup();
		await openSettings( {
			'PUT /eventin/v2/settings': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): registered_domains',
					data: {
						status: 400,
						params: {
							'registered_domains[1]':
								'*.example.org is not allowed here.',
							'modules.rsvp': 'RSVP is not available.',
						},
					},
				};
			},
		} );

		await user.click( toggle( 'RSVP module' ) );
		await user.type( domainInput(), 'example.net' );
		await user.click( saveButton() );

		expect(
			await screen.findByText(
				'Invalid parameter(s): registered_domains'
			)
		).toBeInTheDocument();
		const item = screen
			.getByText( '*.example.org', { selector: 'span' } )
			.closest( 'li' ) as HTMLElement;
		expect(
			within( item ).getByText( '*.example.org is not allowed here.' )
		).toBeInTheDocument();
		expect(
			within( item ).getByRole( 'button', {
				name: 'Remove *.example.org',
			} )
		).toHaveAccessibleDescription( '*.example.org is not allowed here.' );
		expect(
			screen.getByText( 'RSVP is not available.' )
		).toBeInTheDocument();
		// Nothing was taken back: the form keeps what the user chose.
		expect( toggle( 'RSVP module' ) ).toBeChecked();
		expect( listedDomains() ).toEqual( [
			'example.com',
			'*.example.org',
			'example.net',
		] );
		expect( saveButton() ).not.toHaveAttribute( 'aria-disabled' );
		await waitFor( () => expect( domainInput() ).toHaveFocus() );

		// Removing the domain takes its error away.
		await user.click(
			screen.getByRole( 'button', { name: 'Remove *.example.org' } )
		);
		expect(
			screen.queryByText( '*.example.org is not allowed here.' )
		).not.toBeInTheDocument();
	} );

	it( 'marks a payment field the server refuses as invalid, in red, until it is changed', async () => {
		const user = userEvent.setup();
		await openSettings( {
			'PUT /eventin/v2/settings': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): hold_minutes',
					data: {
						status: 400,
						params: {
							hold_minutes:
								'Seats can be held from 1 to 1440 minutes.',
						},
					},
				};
			},
		} );
		const payments = screen.getByRole( 'form', { name: 'Payments' } );
		const hold = within( payments ).getByRole( 'spinbutton', {
			name: 'Hold unpaid seats for (minutes)',
		} );
		const field = () =>
			hold.closest( '.components-base-control' ) as HTMLElement;
		expect( field() ).not.toHaveClass( 'is-invalid' );

		await user.clear( hold );
		await user.type( hold, '-5' );
		await user.click(
			within( payments ).getByRole( 'button', { name: 'Save' } )
		);

		await waitFor( () =>
			expect( hold ).toHaveAccessibleDescription(
				'Seats can be held from 1 to 1440 minutes.'
			)
		);
		expect( hold ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( field() ).toHaveClass( 'eventin-event-field', 'is-invalid' );
		const currency = within( payments ).getByRole( 'combobox', {
			name: 'Currency',
		} );
		expect( currency ).toHaveAttribute( 'aria-invalid', 'false' );
		expect( currency.closest( '.eventin-event-field' ) ).not.toHaveClass(
			'is-invalid'
		);

		await user.type( hold, '0' );
		expect( hold ).toHaveAttribute( 'aria-invalid', 'false' );
		expect( field() ).not.toHaveClass( 'is-invalid' );
	} );

	it( 'asks the days to pay only while offline payment is on, and sends them as a number', async () => {
		const user = userEvent.setup();
		await openSettings();
		const payments = screen.getByRole( 'form', { name: 'Payments' } );
		const days = () =>
			within( payments ).queryByRole( 'spinbutton', {
				name: 'Days to pay',
			} );
		expect( days() ).not.toBeInTheDocument();

		await user.click(
			within( payments ).getByRole( 'checkbox', {
				name: 'Bank transfer or pay at the door',
			} )
		);
		expect( days() ).toHaveValue( 3 );
		expect( days() ).toHaveAccessibleDescription(
			'A booking not marked paid by then (nor by the end of its event) is cancelled and its seats go back; the buyer is reminded a day before. 0: no deadline.'
		);
		await user.clear( days()! );
		await user.type( days()!, '7' );
		await user.click(
			within( payments ).getByRole( 'button', { name: 'Save' } )
		);

		expect(
			await screen.findByText( 'Payment settings saved.' )
		).toBeInTheDocument();
		expect( putBodies() ).toEqual( [
			{ offline_days: 7, payments: { offline: 'on' } },
		] );
	} );

	it( 'says the settings were not saved when the server gives no reason', async () => {
		const user = userEvent.setup();
		await openSettings( {
			'PUT /eventin/v2/settings': () => {
				throw {};
			},
		} );

		await user.click( toggle( 'RSVP module' ) );
		await user.click( saveButton() );

		expect(
			await screen.findByText( 'The settings could not be saved.' )
		).toBeInTheDocument();
	} );

	it( 'says when the settings could not be loaded', async () => {
		mockRest( {
			...restFor( ADMIN ),
			'GET /eventin/v2/settings': () => {
				throw { code: 'rest_forbidden', message: 'No.' };
			},
		} );
		renderApp( '/settings' );

		expect(
			await screen.findByText( /The settings could not be loaded/, {
				selector: '.components-notice__content',
			} )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Save' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'the control_access extension point', () => {
	afterEach( () => {
		act( () => {
			removeFilter( 'control_access', 'test/manage-access' );
		} );
	} );

	function ManageAccess() {
		return <h2>Manage Access</h2>;
	}

	it( 'shows nothing more without a filter', async () => {
		const { container } = await openSettings();

		expect(
			container.querySelector( '.eventin-settings__control-access' )
		).toBeNull();
	} );

	it( 'shows what the filter returns, below the general and payment settings', async () => {
		addFilter( 'control_access', 'test/manage-access', () => (
			<ManageAccess />
		) );
		await openSettings( {}, ADMIN );

		const heading = screen.getByRole( 'heading', {
			name: 'Manage Access',
		} );
		const headings = screen
			.getAllByRole( 'heading', { level: 2 } )
			.map( ( element ) => element.textContent );
		expect( headings ).toEqual( [
			'General',
			'Payments',
			'E-mails',
			'Check-in',
			'Vendors',
			'Manage Access',
		] );
		expect( heading.parentElement ).toHaveClass(
			'eventin-settings__control-access'
		);
	} );

	it( 'shows a filter added later, and lets it go when removed', async () => {
		await openSettings( {}, ADMIN );
		expect(
			screen.queryByRole( 'heading', { name: 'Manage Access' } )
		).not.toBeInTheDocument();

		act( () => {
			addFilter( 'control_access', 'test/manage-access', () => (
				<ManageAccess />
			) );
		} );
		expect(
			screen.getByRole( 'heading', { name: 'Manage Access' } )
		).toBeInTheDocument();

		act( () => {
			removeFilter( 'control_access', 'test/manage-access' );
		} );
		expect(
			screen.queryByRole( 'heading', { name: 'Manage Access' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'the e-mail settings', () => {
	const emailsForm = () => screen.getByRole( 'form', { name: 'E-mails' } );
	const field = ( name: string ) =>
		within( emailsForm() ).getByRole( 'textbox', { name } );

	it( 'shows the stored sender, logo and colour, and saves only what changed', async () => {
		const user = userEvent.setup();
		await openSettings( {
			// The server merges the parts sent into the stored ones.
			'PUT /eventin/v2/settings': ( {
				data,
			}: {
				data: { emails: Partial< Settings[ 'emails' ] > };
			} ) => ( {
				...STORED,
				emails: { ...STORED.emails, ...data.emails },
			} ),
		} );
		expect( field( 'Sender name' ) ).toHaveValue( '' );
		expect( field( 'Sender name' ) ).toHaveAccessibleDescription(
			'The name the booking mails come from. Empty: the site’s name.'
		);
		expect( field( 'Sender address' ) ).toHaveAttribute( 'type', 'email' );
		expect( field( 'Brand colour' ) ).toHaveValue( '#2271b1' );
		const save = within( emailsForm() ).getByRole( 'button', {
			name: 'Save',
		} );
		expect( save ).toHaveAttribute( 'aria-disabled', 'true' );

		await user.type( field( 'Sender name' ), 'Jazz Box Office' );
		await user.type( field( 'Sender address' ), 'tickets@example.com' );
		await user.click( save );

		expect(
			await screen.findByText( 'E-mail settings saved.' )
		).toBeInTheDocument();
		expect( putBodies() ).toEqual( [
			{
				emails: {
					sender_name: 'Jazz Box Office',
					sender_address: 'tickets@example.com',
				},
			},
		] );
	} );

	it( 'shows the server’s message beside the field it refused, until it is changed', async () => {
		const user = userEvent.setup();
		const message =
			'The sender address must be an e-mail address, like tickets@example.com.';
		await openSettings( {
			'PUT /eventin/v2/settings': () => {
				throw {
					code: 'rest_invalid_param',
					message,
					data: {
						status: 400,
						params: { 'emails.sender_address': message },
					},
				};
			},
		} );
		const address = field( 'Sender address' );
		await user.type( address, 'tickets at example' );
		await user.click(
			within( emailsForm() ).getByRole( 'button', { name: 'Save' } )
		);

		await waitFor( () =>
			expect( address ).toHaveAccessibleDescription( message )
		);
		expect( address ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( field( 'Sender name' ) ).toHaveAttribute(
			'aria-invalid',
			'false'
		);
		await user.type( address, 'x' );
		expect( address ).toHaveAttribute( 'aria-invalid', 'false' );
	} );
} );

describe( 'the vendor settings', () => {
	const vendorsForm = () => screen.getByRole( 'form', { name: 'Vendors' } );
	const choice = ( name: string ) =>
		within( vendorsForm() ).getByRole( 'radio', { name } );
	const editReview = () =>
		within( vendorsForm() ).getByRole( 'checkbox', {
			name: 'Send vendors’ edits of published events back to review',
		} );

	it( 'starts at review for new events only, and saves only what changed', async () => {
		const user = userEvent.setup();
		await openSettings();
		expect(
			choice( 'Pending review (an administrator publishes them)' )
		).toBeChecked();
		expect( choice( 'Published at once' ) ).not.toBeChecked();
		expect( editReview() ).not.toBeChecked();
		const save = within( vendorsForm() ).getByRole( 'button', {
			name: 'Save',
		} );
		expect( save ).toHaveAttribute( 'aria-disabled', 'true' );

		await user.click( choice( 'Published at once' ) );
		await user.click( save );
		expect(
			await screen.findByText( 'Vendor settings saved.' )
		).toBeInTheDocument();
		expect( putBodies() ).toEqual( [ { vendor_new_events: 'publish' } ] );

		await user.click( editReview() );
		await user.click( save );
		await waitFor( () =>
			expect( putBodies() ).toEqual( [
				{ vendor_new_events: 'publish' },
				{ vendor_edit_review: 'on' },
			] )
		);
	} );

	it( 'shows the server’s message beside the setting it refused', async () => {
		const user = userEvent.setup();
		const message =
			"Sending vendors' edits back to review is either on or off.";
		await openSettings( {
			'PUT /eventin/v2/settings': () => {
				throw {
					code: 'rest_invalid_param',
					message,
					data: {
						status: 400,
						params: { vendor_edit_review: message },
					},
				};
			},
		} );
		await user.click( editReview() );
		await user.click(
			within( vendorsForm() ).getByRole( 'button', { name: 'Save' } )
		);
		await waitFor( () =>
			expect( editReview() ).toHaveAccessibleDescription( message )
		);
	} );

	it( 'saves the vendors’ daily invitations as a number, and shows the server’s message for a wrong one', async () => {
		const user = userEvent.setup();
		const message =
			'Invitations per vendor per day must be a whole number from 0 to 100000.';
		await openSettings( {
			'PUT /eventin/v2/settings': ( {
				data,
			}: {
				data: Partial< Settings >;
			} ) => {
				if ( data.vendor_invite_quota === -1 ) {
					throw {
						code: 'rest_invalid_param',
						message,
						data: {
							status: 400,
							params: { vendor_invite_quota: message },
						},
					};
				}
				return savedWith( data );
			},
		} );
		const quota = within( vendorsForm() ).getByRole( 'spinbutton', {
			name: 'RSVP invitations per vendor per day',
		} );
		const save = within( vendorsForm() ).getByRole( 'button', {
			name: 'Save',
		} );
		expect( quota ).toHaveValue( 100 );
		await user.clear( quota );
		await user.type( quota, '0' );
		await user.click( save );
		expect(
			await screen.findByText( 'Vendor settings saved.' )
		).toBeInTheDocument();
		expect( putBodies() ).toEqual( [ { vendor_invite_quota: 0 } ] );

		await user.clear( quota );
		await user.type( quota, '-1' );
		await user.click( save );
		await waitFor( () =>
			expect( quota ).toHaveAccessibleDescription( message )
		);
	} );
} );

describe( 'the check-in settings', () => {
	const checkinForm = () => screen.getByRole( 'form', { name: 'Check-in' } );
	const hours = () =>
		within( checkinForm() ).getByRole( 'spinbutton', {
			name: 'Check-in opens (hours before the event starts)',
		} );

	it( 'shows the stored window, saves it as a number, and shows the server’s message beside it', async () => {
		const user = userEvent.setup();
		const message =
			'Check-in opens from 1 to 720 hours before the event starts.';
		let refuse = false;
		await openSettings( {
			'PUT /eventin/v2/settings': ( {
				data,
			}: {
				data: Partial< Settings >;
			} ) => {
				if ( refuse ) {
					throw {
						code: 'rest_invalid_param',
						message,
						data: {
							status: 400,
							params: { checkin_window_hours: message },
						},
					};
				}
				return savedWith( data );
			},
		} );
		expect( hours() ).toHaveValue( 24 );
		await user.clear( hours() );
		await user.type( hours(), '48' );
		const save = within( checkinForm() ).getByRole( 'button', {
			name: 'Save',
		} );
		await user.click( save );
		expect(
			await screen.findByText( 'Check-in settings saved.' )
		).toBeInTheDocument();
		expect( putBodies() ).toEqual( [ { checkin_window_hours: 48 } ] );

		refuse = true;
		await user.clear( hours() );
		await user.type( hours(), '0' );
		await user.click( save );
		await waitFor( () =>
			expect( hours() ).toHaveAccessibleDescription( message )
		);
	} );
} );
