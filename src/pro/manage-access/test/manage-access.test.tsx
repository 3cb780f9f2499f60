/**
 * Manage Access, rendered the way the settings area renders it (through the
 * control_access filter) against a mocked REST API.
 */
import { RegistryProvider } from '@wordpress/data';
import { applyFilters } from '@wordpress/hooks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

import { store as permissionsStore } from '../../../stores/permissions';
import type { CurrentUser } from '../../../stores/global';
import {
	ADMIN,
	EVENT_MANAGER,
	createTestRegistry,
	mockApiFetch,
	mockRest,
	restFor,
} from '../../../admin/test/helpers';
import { registerManageAccess, unregisterManageAccess } from '../..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const ROLES = {
	administrator: { name: 'administrator', label: 'Administrator' },
	editor: { name: 'editor', label: 'Editor' },
	author: { name: 'author', label: 'Author' },
	access_tester: { name: 'access_tester', label: 'Access Tester' },
};

const CATALOGUE = {
	etn_manage_event: 'Events, categories, tags and RSVP',
	etn_manage_schedule: 'Schedules',
	etn_manage_setting: 'Settings',
};

const ALL_KEYS = Object.keys( CATALOGUE );

function entry( name: keyof typeof ROLES, permissions: string[] ) {
	return { key: name, ...ROLES[ name ], permissions };
}

const ADMINISTRATOR = entry( 'administrator', ALL_KEYS );
const EDITOR = entry( 'editor', [ 'etn_manage_schedule' ] );

/** The write requests made so far. */
function writes() {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter( ( options ) => options.method );
}

/** How often the role settings were read. */
function settingsReads() {
	return mockApiFetch.mock.calls.filter(
		( [ options ] ) =>
			! options.method &&
			options.path === '/eventin/v2/permissions/settings'
	).length;
}

async function openManageAccess( {
	user = ADMIN,
	settings = { administrator: ADMINISTRATOR, editor: EDITOR },
	answers = {},
	waitForList = true,
}: {
	user?: CurrentUser;
	settings?: Record< string, unknown > | ( () => unknown );
	answers?: Record< string, unknown >;
	waitForList?: boolean;
} = {} ) {
	mockRest( {
		...restFor( user ),
		'GET /eventin/v2/permissions/roles': ROLES,
		'GET /eventin/v2/permissions': CATALOGUE,
		'GET /eventin/v2/permissions/settings': settings,
		...answers,
	} );
	const registry = createTestRegistry();
	registry.register( permissionsStore );
	const rendered = render(
		<RegistryProvider value={ registry }>
			<div className="wrap">
				{ applyFilters( 'control_access', null ) as ReactNode }
			</div>
		</RegistryProvider>
	);
	if ( waitForList ) {
		await screen.findByRole( 'table', {
			name: 'Roles and their permissions',
		} );
	}
	return { registry, ...rendered };
}

function rowOf( label: string ): HTMLElement {
	return screen
		.getByRole( 'rowheader', { name: label } )
		.closest( 'tr' ) as HTMLElement;
}

function checkbox( name: string ): HTMLInputElement {
	return within( screen.getByRole( 'dialog' ) ).getByRole( 'checkbox', {
		name,
	} ) as HTMLInputElement;
}

beforeAll( () => {
	registerManageAccess();
	// jsdom has no layout; ComboboxControl scrolls its chosen option into view.
	Element.prototype.scrollIntoView = jest.fn();
} );
afterAll( () => unregisterManageAccess() );

describe( 'Manage Access', () => {
	it( 'is not rendered for users who are not super admins', async () => {
		const { container } = await openManageAccess( {
			user: EVENT_MANAGER,
			waitForList: false,
		} );

		await waitFor( () =>
			expect( mockApiFetch ).toHaveBeenCalledWith( {
				path: '/eventin/v2/permissions/current-user',
			} )
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( container.firstChild ).toBeEmptyDOMElement();
		expect(
			mockApiFetch.mock.calls.some( ( [ options ] ) =>
				options.path.startsWith( '/eventin/v2/permissions/settings' )
			)
		).toBe( false );
	} );

	it( 'shows a spinner, then the roles with their permission tags', async () => {
		let answer: ( value: unknown ) => void = () => {};
		await openManageAccess( {
			settings: () =>
				new Promise( ( resolve ) => {
					answer = resolve;
				} ),
			waitForList: false,
		} );

		expect(
			await screen.findByRole( 'heading', { name: 'Manage Access' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Ensure only authorized employees have access.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Loading the access settings…' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Add Manage Access' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		answer( { administrator: ADMINISTRATOR, editor: EDITOR } );
		const table = await screen.findByRole( 'table', {
			name: 'Roles and their permissions',
		} );
		expect(
			within( table )
				.getAllByRole( 'columnheader' )
				.map( ( cell ) => cell.textContent )
		).toEqual( [ 'User Role', 'Permissions', 'Action' ] );
		expect(
			within( rowOf( 'Editor' ) )
				.getAllByRole( 'listitem' )
				.map( ( tag ) => tag.textContent )
		).toEqual( [ 'Schedules' ] );
		expect(
			within( rowOf( 'Administrator' ) ).getAllByRole( 'listitem' )
		).toHaveLength( 3 );
		expect(
			screen.queryByText( 'Loading the access settings…' )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Add Manage Access' } )
		).toBeEnabled();
	} );

	it( 'disables the administrator row’s delete button only', async () => {
		await openManageAccess();

		expect(
			screen.getByRole( 'button', { name: 'Delete Administrator' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Delete Editor' } )
		).not.toHaveAttribute( 'aria-disabled' );
		expect(
			screen.getByRole( 'button', { name: 'Edit Administrator' } )
		).toBeEnabled();
	} );

	it( 'offers the unconfigured roles and ticks or clears All Permissions', async () => {
		const user = userEvent.setup();
		await openManageAccess();

		await user.click(
			screen.getByRole( 'button', { name: 'Add Manage Access' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Add Manage Access',
		} );
		await user.click(
			within( dialog ).getByRole( 'combobox', { name: 'User Role' } )
		);
		expect(
			within( dialog )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Author', 'Access Tester' ] );

		const all = checkbox( 'All Permissions' );
		expect( all ).not.toBeChecked();
		await user.click( all );
		for ( const label of Object.values( CATALOGUE ) ) {
			expect( checkbox( label ) ).toBeChecked();
		}
		expect( all ).toBeChecked();

		await user.click( checkbox( 'Schedules' ) );
		expect( all ).not.toBeChecked();
		expect( checkbox( 'Settings' ) ).toBeChecked();

		await user.click( checkbox( 'Schedules' ) );
		expect( all ).toBeChecked();

		await user.click( all );
		for ( const label of Object.values( CATALOGUE ) ) {
			expect( checkbox( label ) ).not.toBeChecked();
		}

		// Ticking each one by one checks All Permissions too.
		for ( const label of Object.values( CATALOGUE ) ) {
			await user.click( checkbox( label ) );
		}
		expect( all ).toBeChecked();
	} );

	it( 'asks for a role and a permission before saving', async () => {
		const user = userEvent.setup();
		await openManageAccess();

		await user.click(
			screen.getByRole( 'button', { name: 'Add Manage Access' } )
		);
		const dialog = screen.getByRole( 'dialog' );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Save' } )
		);

		expect(
			within( dialog ).getByText( 'Please select a role type!' )
		).toBeInTheDocument();
		expect(
			within( dialog ).getByText(
				'Please select at least one permission!'
			)
		).toBeInTheDocument();
		const role = within( dialog ).getByRole( 'combobox', {
			name: 'User Role',
		} );
		expect( role ).toHaveFocus();
		expect( role ).toHaveAccessibleDescription(
			'Please select a role type!'
		);
		expect( writes() ).toEqual( [] );

		await user.type( role, 'Acc' );
		await user.click(
			within( dialog ).getByRole( 'option', { name: 'Access Tester' } )
		);
		expect(
			within( dialog ).queryByText( 'Please select a role type!' )
		).not.toBeInTheDocument();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Save' } )
		);
		expect(
			within( dialog ).getByText(
				'Please select at least one permission!'
			)
		).toBeInTheDocument();
		expect( writes() ).toEqual( [] );

		await user.click( checkbox( 'Schedules' ) );
		expect(
			within( dialog ).queryByText(
				'Please select at least one permission!'
			)
		).not.toBeInTheDocument();
	} );

	it( 'adds a role, closes the modal and reloads the list', async () => {
		const user = userEvent.setup();
		let settings: Record< string, unknown > = {
			administrator: ADMINISTRATOR,
			editor: EDITOR,
		};
		const tester = entry( 'access_tester', [ 'etn_manage_schedule' ] );
		await openManageAccess( {
			settings: () => settings,
			answers: {
				'POST /eventin/v2/permissions/access_tester': () => {
					settings = { ...settings, access_tester: tester };
					return tester;
				},
			},
		} );

		await user.click(
			screen.getByRole( 'button', { name: 'Add Manage Access' } )
		);
		const dialog = screen.getByRole( 'dialog' );
		await user.type(
			within( dialog ).getByRole( 'combobox', { name: 'User Role' } ),
			'Access'
		);
		await user.click(
			within( dialog ).getByRole( 'option', { name: 'Access Tester' } )
		);
		await user.click( checkbox( 'Schedules' ) );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Save' } )
		);

		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( writes() ).toEqual( [
			{
				path: '/eventin/v2/permissions/access_tester',
				method: 'POST',
				data: { permissions: [ 'etn_manage_schedule' ] },
			},
		] );
		await screen.findByRole( 'rowheader', { name: 'Access Tester' } );
		expect(
			within( rowOf( 'Access Tester' ) ).getByText( 'Schedules' )
		).toBeInTheDocument();
		expect( settingsReads() ).toBe( 2 );
	} );

	it( 'edits a role with its role fixed and its permissions ticked', async () => {
		const user = userEvent.setup();
		await openManageAccess( {
			answers: {
				'PUT /eventin/v2/permissions/editor': ( {
					data,
				}: {
					data: { permissions: string[] };
				} ) => ( { ...EDITOR, ...data } ),
			},
		} );

		await user.click(
			screen.getByRole( 'button', { name: 'Edit Editor' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Edit Manage Access',
		} );
		const role = within( dialog ).getByRole( 'textbox', {
			name: 'User Role',
		} );
		expect( role ).toHaveValue( 'Editor' );
		expect( role ).toBeDisabled();
		expect( checkbox( 'Schedules' ) ).toBeChecked();
		expect( checkbox( 'Settings' ) ).not.toBeChecked();

		await user.click( checkbox( 'Schedules' ) );
		await user.click( checkbox( 'Events, categories, tags and RSVP' ) );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Save' } )
		);

		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( writes() ).toEqual( [
			{
				path: '/eventin/v2/permissions/editor',
				method: 'PUT',
				data: { permissions: [ 'etn_manage_event' ] },
			},
		] );
		await waitFor( () => expect( settingsReads() ).toBe( 2 ) );
	} );

	it( 'keeps the administrator’s permissions all ticked', async () => {
		const user = userEvent.setup();
		await openManageAccess();

		await user.click(
			screen.getByRole( 'button', { name: 'Edit Administrator' } )
		);
		expect( checkbox( 'All Permissions' ) ).toBeChecked();
		expect( checkbox( 'All Permissions' ) ).toBeDisabled();
		expect( checkbox( 'Schedules' ) ).toBeDisabled();
		expect(
			screen.getByText( 'Administrators always hold every permission.' )
		).toBeInTheDocument();
	} );

	it( 'only logs a failed update and keeps the modal open', async () => {
		const user = userEvent.setup();
		const failure = { code: 'rest_forbidden', message: 'Nope' };
		await openManageAccess( {
			answers: {
				'PUT /eventin/v2/permissions/editor': () => {
					throw failure;
				},
			},
		} );

		await user.click(
			screen.getByRole( 'button', { name: 'Edit Editor' } )
		);
		const dialog = screen.getByRole( 'dialog' );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Save' } )
		);

		await waitFor( () =>
			expect( console ).toHaveErroredWith(
				'Failed to update role',
				failure
			)
		);
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		expect(
			within( dialog ).getByRole( 'button', { name: 'Save' } )
		).toBeEnabled();
		expect( screen.queryByText( 'Nope' ) ).not.toBeInTheDocument();
	} );

	it( 'only logs an add that answers nothing', async () => {
		const user = userEvent.setup();
		await openManageAccess( {
			answers: { 'POST /eventin/v2/permissions/author': null },
		} );

		await user.click(
			screen.getByRole( 'button', { name: 'Add Manage Access' } )
		);
		const dialog = screen.getByRole( 'dialog' );
		await user.type(
			within( dialog ).getByRole( 'combobox', { name: 'User Role' } ),
			'Auth'
		);
		await user.click(
			within( dialog ).getByRole( 'option', { name: 'Author' } )
		);
		await user.click( checkbox( 'All Permissions' ) );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Save' } )
		);

		await waitFor( () =>
			expect( console ).toHaveErroredWith( 'Failed to add new role' )
		);
		expect( writes() ).toEqual( [
			{
				path: '/eventin/v2/permissions/author',
				method: 'POST',
				data: { permissions: ALL_KEYS },
			},
		] );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
	} );

	it( 'deletes a role after "Are you sure?" and reloads the list', async () => {
		const user = userEvent.setup();
		let settings: Record< string, unknown > = {
			administrator: ADMINISTRATOR,
			editor: EDITOR,
		};
		await openManageAccess( {
			settings: () => settings,
			answers: {
				'DELETE /eventin/v2/permissions/roles/editor': () => {
					settings = { administrator: ADMINISTRATOR };
					return { deleted: true, previous: EDITOR };
				},
			},
		} );

		await user.click(
			screen.getByRole( 'button', { name: 'Delete Editor' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Are you sure?' } );
		expect(
			within( dialog ).getByText(
				'Are you sure you want to delete this role?'
			)
		).toBeInTheDocument();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);

		await waitFor( () =>
			expect(
				screen.queryByRole( 'rowheader', { name: 'Editor' } )
			).not.toBeInTheDocument()
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( writes() ).toEqual( [
			{
				path: '/eventin/v2/permissions/roles/editor',
				method: 'DELETE',
			},
		] );
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Add Manage Access' } )
			).toHaveFocus()
		);
	} );

	it( 'cancels a delete without a request', async () => {
		const user = userEvent.setup();
		await openManageAccess();

		await user.click(
			screen.getByRole( 'button', { name: 'Delete Editor' } )
		);
		await user.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
				name: 'Cancel',
			} )
		);

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( writes() ).toEqual( [] );
		expect( rowOf( 'Editor' ) ).toBeInTheDocument();
	} );

	it( 'only logs a failed delete', async () => {
		const user = userEvent.setup();
		const failure = { code: 'rest_forbidden', message: 'Nope' };
		await openManageAccess( {
			answers: {
				'DELETE /eventin/v2/permissions/roles/editor': () => {
					throw failure;
				},
			},
		} );

		await user.click(
			screen.getByRole( 'button', { name: 'Delete Editor' } )
		);
		await user.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
				name: 'Delete',
			} )
		);

		await waitFor( () =>
			expect( console ).toHaveErroredWith(
				'Failed to delete role',
				failure
			)
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( rowOf( 'Editor' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Nope' ) ).not.toBeInTheDocument();
	} );

	it( 'only logs a failed load', async () => {
		const failure = { code: 'rest_forbidden', message: 'Nope' };
		await openManageAccess( {
			settings: () => {
				throw failure;
			},
		} );

		await waitFor( () =>
			expect( console ).toHaveErroredWith(
				'Failed to load the access settings',
				failure
			)
		);
		expect( screen.queryByText( 'Nope' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );
