import { getListView } from '../../../../admin/components/list-controls/view';
import {
	setSiteDateSettings,
	DEFAULT_SITE_DATE_SETTINGS,
} from '../../../../admin/utils/site-date';
import {
	formatSiteTime,
	getAttemptsText,
	getErrorText,
	getJobTime,
	getJobStatusLabel,
	getJobTitle,
	getStatusChoices,
	getStatusFilter,
	jobViewToQuery,
	STATUS_FILTER_FIELD,
} from '../rules';

const view = getListView( { titleField: 'label', columns: [ 'status' ] } );
const filtered = ( value: string ) => ( {
	...view,
	filters: [ { field: STATUS_FILTER_FIELD, operator: 'is' as const, value } ],
} );

describe( 'the status filter', () => {
	it( 'counts each choice, the default being queued, running and failed', () => {
		expect(
			getStatusChoices( { queued: 4, running: 1, failed: 2, done: 1200 } )
		).toEqual( [
			{ value: '', label: 'Queued, running and failed (7)' },
			{ value: 'queued', label: 'Queued (4)' },
			{ value: 'running', label: 'Running (1)' },
			{ value: 'failed', label: 'Failed (2)' },
			{ value: 'done', label: 'Done (1,200)' },
			{ value: 'all', label: 'All jobs (1,207)' },
		] );
	} );

	it( 'names the choices without counts until they came', () => {
		expect(
			getStatusChoices( null ).map( ( choice ) => choice.label )
		).toEqual( [
			'Queued, running and failed',
			'Queued',
			'Running',
			'Failed',
			'Done',
			'All jobs',
		] );
	} );

	it( 'becomes the query’s status; anything else is the default', () => {
		expect( jobViewToQuery( view ) ).toEqual( { paged: 1, per_page: 10 } );
		expect( jobViewToQuery( filtered( 'failed' ) ) ).toEqual( {
			paged: 1,
			per_page: 10,
			status: 'failed',
		} );
		expect( getStatusFilter( filtered( 'all' ) ) ).toBe( 'all' );
		expect( getStatusFilter( filtered( 'bogus' ) ) ).toBe( '' );
		expect(
			jobViewToQuery( { ...view, search: ' mail ', page: 3 } )
		).toEqual( { paged: 3, per_page: 10, search: 'mail' } );
	} );
} );

describe( 'a job’s cells', () => {
	it( 'say the attempts made of those it gets', () => {
		expect( getAttemptsText( { attempts: 2, max_attempts: 3 } ) ).toBe(
			'2 of 3'
		);
	} );

	it( 'show when it is due, or when it finished', () => {
		const job = {
			run_at: '2026-11-27T10:00:00Z',
			finished_at: '2026-11-27T10:05:00Z',
		};
		expect( getJobTime( { ...job, status: 'failed' } ) ).toBe(
			job.finished_at
		);
		expect( getJobTime( { ...job, status: 'done' } ) ).toBe(
			job.finished_at
		);
		// Queued again after a failed attempt: when it runs next.
		expect( getJobTime( { ...job, status: 'queued' } ) ).toBe( job.run_at );
		expect(
			getJobTime( { ...job, status: 'running', finished_at: null } )
		).toBe( job.run_at );
	} );

	it( 'write times in the site’s formats and timezone', () => {
		setSiteDateSettings( {
			dateFormat: 'j F Y',
			timeFormat: 'H:i',
			timezone: 'Europe/Berlin',
			locale: 'en-GB',
		} );
		try {
			expect( formatSiteTime( '2026-11-27T10:05:00Z' ) ).toBe(
				'27 November 2026 11:05'
			);
		} finally {
			setSiteDateSettings( DEFAULT_SITE_DATE_SETTINGS );
		}
		expect( formatSiteTime( '2026-11-27T22:05:00Z' ) ).toBe(
			'November 27, 2026 10:05 pm'
		);
	} );

	it( 'give the last error, as history once the job is done', () => {
		const error = 'Connection refused.';
		expect( getErrorText( { status: 'failed', last_error: error } ) ).toBe(
			error
		);
		// Queued again after a failed attempt: that attempt's error.
		expect( getErrorText( { status: 'queued', last_error: error } ) ).toBe(
			error
		);
		expect( getErrorText( { status: 'done', last_error: error } ) ).toBe(
			'Earlier attempt: Connection refused.'
		);
		expect( getErrorText( { status: 'done', last_error: '' } ) ).toBe( '' );
	} );

	it( 'name the job by its label, else its hook', () => {
		expect(
			getJobTitle( { label: 'Booking e-mail', hook: 'eventin_mail' } )
		).toBe( 'Booking e-mail' );
		expect( getJobTitle( { label: '', hook: 'eventin_mail' } ) ).toBe(
			'eventin_mail'
		);
	} );

	it( 'call a job running for over a minute stuck', () => {
		expect( getJobStatusLabel( 'running' ) ).toBe( 'Running' );
		expect( getJobStatusLabel( 'running', true ) ).toBe( 'Stuck' );
		expect( getJobStatusLabel( 'queued', true ) ).toBe( 'Queued' );
	} );
} );
