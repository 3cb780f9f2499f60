/**
 * eventin/v2/jobs, the Background jobs panel: the list (its default statuses, a status, a search
 * in hooks, pages, the jobs per status), Retry of a failed job that then runs and is done, and who
 * may do it. The jobs are real queue rows: tests/rest/jobs-panel.php queues them and makes one fail,
 * tests/rest/jobs-panel-plugin.php (copied into mu-plugins) handles them on the site.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { api } from './client.mjs';

const HOOK = 'eventin_test_rest_job';
const PLUGIN = path.join(
	process.env.EVENTIN_TEST_SITE_DIR,
	'wp-content',
	'mu-plugins',
	'eventin-test-jobs-panel.php'
);

/**
 * Runs tests/rest/jobs-panel.php.
 * @param {...string} args Its command and arguments.
 */
function jobs( ...args ) {
	return execFileSync(
		'php',
		[ path.join( import.meta.dirname, 'jobs-panel.php' ), ...args ],
		{ encoding: 'utf8' }
	).trim();
}

const list = ( query, as = 'admin' ) => api( 'GET', `jobs?${ query }`, { as } );

before( () => {
	fs.mkdirSync( path.dirname( PLUGIN ), { recursive: true } );
	fs.copyFileSync(
		path.join( import.meta.dirname, 'jobs-panel-plugin.php' ),
		PLUGIN
	);
	jobs( 'delete', HOOK );
} );

after( () => {
	jobs( 'delete', HOOK );
	fs.rmSync( PLUGIN, { force: true } );
} );

test( 'only administrators see and retry jobs', async () => {
	const failed = Number(
		jobs( 'fail', HOOK, 'Access report', 'The report server said no.' )
	);
	for ( const [ method, route ] of [
		[ 'GET', 'jobs' ],
		[ 'GET', 'jobs?status=bogus' ],
		[ 'POST', `jobs/${ failed }/retry` ],
		[ 'POST', 'jobs/999999999/retry' ],
	] ) {
		assert.equal( ( await api( method, route ) ).status, 401, route );
		// An event manager, a settings manager (etn_manage_event and
		// etn_manage_setting), an editor and a subscriber.
		for ( const login of [
			'eventmanager',
			'settingsmanager',
			'editor1',
			'subscriber',
		] ) {
			const denied = await api( method, route, { as: login } );
			assert.equal( denied.status, 403, `${ login } ${ route }` );
			assert.equal(
				denied.body.message,
				'Only administrators may see background jobs.'
			);
		}
	}
	const job = ( await list( `search=${ HOOK }&status=failed` ) ).body.items;
	assert.equal( job.length, 1, 'the refused retries changed nothing' );
	assert.equal( job[ 0 ].status, 'failed' );
	jobs( 'delete', HOOK );
} );

test( 'a failed job is listed with its error, retried, run and done', async () => {
	const id = Number(
		jobs(
			'fail',
			HOOK,
			'Sales report',
			'The report server did not answer (connection refused).'
		)
	);
	const listed = await list( `search=${ HOOK }` );
	assert.equal( listed.status, 200 );
	assert.equal( listed.body.total_items, 1 );
	const [ job ] = listed.body.items;
	assert.deepEqual(
		{ ...job, run_at: 'x', finished_at: 'y' },
		{
			id,
			hook: HOOK,
			label: 'Test report: Sales report',
			args: [ 'Sales report' ],
			status: 'failed',
			attempts: 1,
			max_attempts: 1,
			run_at: 'x',
			finished_at: 'y',
			stuck: false,
			last_error:
				'The report server did not answer (connection refused).',
		}
	);
	const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
	assert.match( job.run_at, iso );
	assert.match( job.finished_at, iso );
	assert.ok(
		Math.abs( Date.parse( job.finished_at ) - Date.now() ) < 120_000,
		`finished just now, not ${ job.finished_at }`
	);

	const retried = await api( 'POST', `jobs/${ id }/retry`, { as: 'admin' } );
	assert.equal( retried.status, 200, JSON.stringify( retried.body ) );
	assert.equal( retried.body.id, id );
	assert.equal( retried.body.status, 'queued' );
	assert.equal( retried.body.attempts, 0 );
	assert.equal( retried.body.finished_at, null );
	// The last error stays until an attempt succeeds or fails again.
	assert.equal(
		retried.body.last_error,
		'The report server did not answer (connection refused).'
	);

	// The request that retried it kicked the runner: the job runs within seconds, and is done.
	let now;
	for ( let tries = 0; tries < 60; tries++ ) {
		now = ( await list( `search=${ HOOK }&status=all` ) ).body.items[ 0 ];
		if ( now.status === 'done' ) {
			break;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
	}
	assert.equal( now.status, 'done', JSON.stringify( now ) );
	assert.equal( now.attempts, 1 );
	assert.match( now.finished_at, iso );
	// Done jobs are not in the default list; they are under done.
	assert.equal( ( await list( `search=${ HOOK }` ) ).body.total_items, 0 );
	assert.equal(
		( await list( `search=${ HOOK }&status=done` ) ).body.items[ 0 ].id,
		id
	);

	const again = await api( 'POST', `jobs/${ id }/retry`, { as: 'admin' } );
	assert.equal( again.status, 409 );
	assert.equal( again.body.code, 'eventin_job_not_failed' );
	assert.equal(
		again.body.message,
		'Only a failed job can be retried; this one has not failed.'
	);
	jobs( 'delete', HOOK );
} );

test( 'a queued job is not retried; an unknown one is a 404', async () => {
	const [ queued ] = jobs( 'queue', HOOK, '1' ).split( ',' ).map( Number );
	const refused = await api( 'POST', `jobs/${ queued }/retry`, {
		as: 'admin',
	} );
	assert.equal( refused.status, 409 );
	assert.equal(
		refused.body.message,
		'Only a failed job can be retried; this one has not failed.'
	);
	const [ job ] = ( await list( `search=${ HOOK }&status=queued` ) ).body
		.items;
	assert.equal( job.status, 'queued', 'nothing changed' );
	assert.equal( job.attempts, 0 );

	const unknown = await api( 'POST', 'jobs/999999999/retry', {
		as: 'admin',
	} );
	assert.equal( unknown.status, 404 );
	assert.equal( unknown.body.code, 'eventin_job_not_found' );
	assert.equal( unknown.body.message, 'There is no such job.' );
	jobs( 'delete', HOOK );
} );

test( 'the list pages newest first, filters by status and hook, and counts each status', async () => {
	const ids = jobs( 'queue', HOOK, '5' ).split( ',' ).map( Number );
	const failed = Number(
		jobs( 'fail', HOOK, 'Broken report', 'No such report.' )
	);

	const first = await list( `search=${ HOOK }&per_page=2` );
	assert.equal( first.status, 200 );
	// Queued and failed by default, newest first.
	assert.equal( first.body.total_items, 6 );
	assert.equal( first.headers.get( 'x-wp-total' ), '6' );
	assert.equal( first.headers.get( 'x-wp-totalpages' ), '3' );
	assert.deepEqual(
		first.body.items.map( ( job ) => job.id ),
		[ failed, ids[ 4 ] ]
	);
	const last = await list( `search=${ HOOK }&per_page=2&paged=3` );
	assert.deepEqual(
		last.body.items.map( ( job ) => job.id ),
		[ ids[ 1 ], ids[ 0 ] ]
	);
	const beyond = await list( `search=${ HOOK }&per_page=2&paged=4` );
	assert.deepEqual( beyond.body.items, [] );
	assert.equal( beyond.body.total_items, 6 );

	const queued = await list( `search=${ HOOK }&status=queued&per_page=100` );
	assert.deepEqual(
		queued.body.items.map( ( job ) => job.id ),
		[ ...ids ].reverse()
	);
	assert.equal( queued.body.items[ 0 ].label, 'Test report: Report 5' );
	assert.equal( queued.body.items[ 0 ].finished_at, null );
	assert.ok(
		Date.parse( queued.body.items[ 0 ].run_at ) > Date.now() + 50 * 60_000,
		'due in an hour'
	);
	const onlyFailed = await list( `search=${ HOOK }&status=failed` );
	assert.deepEqual(
		onlyFailed.body.items.map( ( job ) => job.id ),
		[ failed ]
	);
	assert.equal(
		( await list( `search=${ HOOK }&status=done` ) ).body.total_items,
		0
	);
	assert.equal(
		( await list( `search=${ HOOK }&status=all` ) ).body.total_items,
		6
	);
	// The search is any part of the hook, in any case.
	assert.equal( ( await list( 'search=TEST_REST_J' ) ).body.total_items, 6 );
	assert.equal( ( await list( `search=${ HOOK }x` ) ).body.total_items, 0 );

	// Jobs per status, whatever the filters: the site's other jobs count too.
	const { counts } = first.body;
	assert.deepEqual( Object.keys( counts ).sort(), [
		'done',
		'failed',
		'queued',
		'running',
	] );
	assert.ok(
		counts.queued >= 5 && counts.failed >= 1,
		JSON.stringify( counts )
	);
	const all = await list( '' );
	assert.deepEqual( all.body.counts, counts );
	assert.equal(
		all.body.total_items,
		counts.queued + counts.running + counts.failed
	);
	jobs( 'delete', HOOK );
} );

test( 'bad list arguments are a 400 naming them', async () => {
	for ( const [ query, param, message ] of [
		[
			'status=bogus',
			'status',
			'The status is queued, running, failed, done or all.',
		],
		[
			'per_page=101',
			'per_page',
			'per_page must be between 1 (inclusive) and 100 (inclusive)',
		],
		[ 'paged=0', 'paged', 'paged must be greater than or equal to 1' ],
		[ `search=${ 'x'.repeat( 192 ) }`, 'search', null ],
	] ) {
		const answer = await list( query );
		assert.equal( answer.status, 400, query );
		assert.equal( answer.body.code, 'rest_invalid_param' );
		assert.deepEqual( Object.keys( answer.body.data.params ), [ param ] );
		if ( message ) {
			assert.equal( answer.body.message, message );
		}
	}
} );
