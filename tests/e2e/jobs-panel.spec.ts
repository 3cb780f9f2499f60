/**
 * The Background jobs panel (#/jobs, Settings → Background jobs): an administrator finds a
 * failed job with its label, hook, attempts, when it failed and its error, retries it from the
 * keyboard, is told so, and sees it run and be done; the status filter counts each status; a
 * search that matches nothing says so; the panel is for administrators alone.
 *
 * The jobs are real queue rows: tests/rest/jobs-panel.php queues them and makes one fail from the
 * command line; tests/rest/jobs-panel-plugin.php (copied into mu-plugins) handles and labels them
 * on the site, so a retried job succeeds.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { expect, openAs, rest, screenshot, test, toast } from './fixtures';

const HOOK = 'eventin_test_e2e_job';
const ERROR = 'The report server did not answer (connection refused).';
const PLUGIN = path.join(
	process.env.EVENTIN_TEST_SITE_DIR as string,
	'wp-content',
	'mu-plugins',
	'eventin-test-jobs-panel.php'
);

/**
 * Runs tests/rest/jobs-panel.php.
 * @param args Its command and arguments.
 */
function jobs( ...args: string[] ): string {
	return execFileSync(
		'php',
		[ path.join( __dirname, '..', 'rest', 'jobs-panel.php' ), ...args ],
		{ encoding: 'utf8' }
	).trim();
}

type Job = {
	id: number;
	status: string;
	attempts: number;
	finished_at: string | null;
};

async function readJobs( query: string ) {
	const { status, body } = await rest( 'admin', 'GET', `jobs?${ query }` );
	expect( status ).toBe( 200 );
	return body as {
		items: Job[];
		counts: Record< string, number >;
	};
}

/**
 * An instant as the site writes it: its formats 'F j, Y' and 'g:i a', in UTC (the test site's zone).
 * @param iso UTC, ISO 8601.
 */
function siteTime( iso: string ): string {
	const date = new Date( iso );
	const month = date.toLocaleString( 'en-US', {
		month: 'long',
		timeZone: 'UTC',
	} );
	const hours = date.getUTCHours();
	const minutes = String( date.getUTCMinutes() ).padStart( 2, '0' );
	return `${ month } ${ date.getUTCDate() }, ${ date.getUTCFullYear() } ${
		hours % 12 || 12
	}:${ minutes } ${ hours < 12 ? 'am' : 'pm' }`;
}

/**
 * The panel, opened from the header menu, searched for the test's jobs.
 * @param page A page of the dashboard.
 */
async function openPanel( page: Page ) {
	await page
		.getByRole( 'navigation', { name: 'Eventin menu' } )
		.getByRole( 'link', { name: 'Background jobs', exact: true } )
		.click();
	await expect( page ).toHaveURL( /#\/jobs$/ );
	await expect(
		page.getByRole( 'heading', { name: 'Background jobs', level: 1 } )
	).toBeVisible();
	await page.getByRole( 'searchbox', { name: 'Search jobs' } ).fill( HOOK );
}

test.beforeAll( () => {
	fs.mkdirSync( path.dirname( PLUGIN ), { recursive: true } );
	fs.copyFileSync(
		path.join( __dirname, '..', 'rest', 'jobs-panel-plugin.php' ),
		PLUGIN
	);
	jobs( 'delete', HOOK );
} );

test.afterAll( () => {
	jobs( 'delete', HOOK );
	fs.rmSync( PLUGIN, { force: true } );
} );

test( 'an administrator sees a failed job with its error, retries it and sees it done', async ( {
	browser,
} ) => {
	const id = Number( jobs( 'fail', HOOK, 'Quarterly sales', ERROR ) );
	jobs( 'queue', HOOK, '1' );
	const failed = ( await readJobs( `search=${ HOOK }&status=failed` ) )
		.items[ 0 ];
	expect( failed.id ).toBe( id );

	const page = await openAs( browser, 'admin', '/events' );
	await openPanel( page );
	const table = page.getByRole( 'table' );
	await expect( table.getByRole( 'columnheader' ) ).toHaveText( [
		/Job/,
		'Status',
		'Attempts',
		'Due / Finished',
		'Last error',
		'Action',
	] );
	// Newest first: the queued job, then the failed one.
	const rows = table.getByRole( 'row' );
	await expect( rows ).toHaveCount( 3 );
	const queuedRow = rows.nth( 1 );
	await expect( queuedRow ).toContainText( 'Test report: Report 1' );
	await expect( queuedRow ).toContainText( 'Queued' );
	await expect( queuedRow ).toContainText( '0 of 3' );
	await expect(
		queuedRow.getByRole( 'button', { name: 'Retry' } )
	).toHaveCount( 0 );

	const row = rows.nth( 2 );
	await expect( row ).toContainText( 'Test report: Quarterly sales' );
	await expect( row.locator( 'code' ) ).toHaveText( HOOK );
	await expect( row ).toContainText( 'Failed' );
	await expect( row ).toContainText( '1 of 1' );
	await expect( row ).toContainText( ERROR );
	const finished = row.locator( 'time' );
	await expect( finished ).toHaveAttribute(
		'datetime',
		failed.finished_at as string
	);
	await expect( finished ).toHaveText(
		siteTime( failed.finished_at as string )
	);

	// The status filter counts each status, as the server does.
	const { counts } = await readJobs( '' );
	const status = page.getByRole( 'combobox', { name: 'Status' } );
	await expect( status.locator( 'option' ) ).toHaveText( [
		`Queued, running and failed (${
			counts.queued + counts.running + counts.failed
		})`,
		`Queued (${ counts.queued })`,
		`Running (${ counts.running })`,
		`Failed (${ counts.failed })`,
		`Done (${ counts.done })`,
		`All jobs (${
			counts.queued + counts.running + counts.failed + counts.done
		})`,
	] );
	await screenshot( page, 'failed' );

	// Retry, from the keyboard; in view at 1280 px: long errors wrap.
	const retry = row.getByRole( 'button', { name: 'Retry' } );
	await expect( retry ).toBeInViewport();
	await expect(
		page.getByRole( 'group', {
			name: 'Actions for “Test report: Quarterly sales”',
		} )
	).toContainText( 'Retry' );
	await retry.focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		toast( page, '“Test report: Quarterly sales” is queued again.' )
	).toBeVisible();
	await screenshot( page, 'retried', { fullPage: false } );

	// The retry kicked the runner: the job runs within seconds, and is done.
	await expect
		.poll(
			async () =>
				( await readJobs( `search=${ HOOK }&status=all` ) ).items.find(
					( job ) => job.id === id
				)?.status,
			{ timeout: 20_000 }
		)
		.toBe( 'done' );
	await status.selectOption( 'done' );
	await expect( rows ).toHaveCount( 2 );
	const doneRow = rows.nth( 1 );
	await expect( doneRow ).toContainText( 'Test report: Quarterly sales' );
	await expect( doneRow ).toContainText( 'Done' );
	await expect( doneRow ).toContainText( '1 of 1' );
	// The error is history now.
	await expect( doneRow ).toContainText( `Earlier attempt: ${ ERROR }` );
	await expect(
		doneRow.getByRole( 'button', { name: 'Retry' } )
	).toHaveCount( 0 );
	const done = ( await readJobs( `search=${ HOOK }&status=done` ) )
		.items[ 0 ];
	await expect( doneRow.locator( 'time' ) ).toHaveText(
		siteTime( done.finished_at as string )
	);
	await screenshot( page, 'done' );
	await page.context().close();
} );

test( 'a search that matches no job says so', async ( { browser } ) => {
	const page = await openAs( browser, 'admin', '/events' );
	await openPanel( page );
	await page
		.getByRole( 'searchbox', { name: 'Search jobs' } )
		.fill( `${ HOOK }_nothing` );
	await expect(
		page.getByText( 'No jobs match these filters.' )
	).toBeVisible();
	await page.context().close();
} );

test( 'only administrators get the panel and its menu entry', async ( {
	browser,
} ) => {
	const denied = await openAs( browser, 'settingsmanager', '/jobs' );
	await expect(
		denied.getByText( 'Access Denied! Redirecting...' )
	).toBeVisible();
	await expect( denied ).toHaveURL( /#\/events(\/empty)?$/ );
	await expect(
		denied
			.getByRole( 'navigation', { name: 'Eventin menu' } )
			.getByRole( 'link', { name: 'Background jobs' } )
	).toHaveCount( 0 );
	await denied.context().close();
} );
