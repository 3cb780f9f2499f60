<?php
namespace Eventin\Tests\Attendees;

use Eventin\Attendees\Attendees;
use Eventin\Exports\CsvFile;
use Eventin\Exports\Export;
use Eventin\Exports\FileResponse;
use Eventin\Exports\Files;
use Eventin\Jobs\Batches;
use Eventin\Jobs\Jobs;
use Eventin\Permissions\Capabilities;
use Eventin\Tests\Orders\OrdersTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrdersTestCase.php';

/**
 * Attendee exports: the CSV and XLSX files (columns, byte order mark, neutralised formulas, times
 * in the site's timezone as the attendee list shows them, XLSX date cells), parts (a batch's
 * items) that go on where the last stopped, who may see an export, and cleanup.
 */
final class ExportsTest extends OrdersTestCase {
	private const HEADER = array( 'Attendee ID', 'Name', 'Email', 'Event', 'Event ID', 'Ticket type', 'Ticket code', 'Booking', 'Buyer name', 'Buyer email', 'Payment status', 'Ticket status', 'Price', 'Currency', 'Booked at (America/New_York)', 'Checked in at (America/New_York)' );

	/** The site's timezone before the test: the tests' site is in New York, the events in Berlin. */
	private string $site_zone;

	protected function setUp(): void {
		parent::setUp();
		$this->site_zone = (string) get_option( 'timezone_string' );
		update_option( 'timezone_string', 'America/New_York' );
	}

	protected function tearDown(): void {
		update_option( 'timezone_string', $this->site_zone );
		update_option( 'gmt_offset', 0 );
		Export::remove_all();
		remove_all_filters( 'eventin_export_batch_size' );
		parent::tearDown();
	}

	/**
	 * An event in Berlin with a booking of two Standard tickets and one Free; the first attendee is
	 * named '=cmd|calc', the buyer '@Ada', and all were booked at 2026-11-25 13:30 UTC.
	 *
	 * @return array{0: array, 1: int, 2: array[]} The event, the booking id, its attendees.
	 */
	private function booked(): array {
		$event = $this->event();
		$order = $this->book(
			$event,
			array( 2, 1 ),
			array(
				'gateway'  => 'offline',
				'customer' => array(
					'name'  => '@Ada',
					'email' => 'ada@example.com',
				),
			)
		);
		$this->assertSame( 201, $order->get_status(), wp_json_encode( $order->get_data() ) );
		$order_id  = $order->get_data()['id'];
		$attendees = Attendees::for_orders( array( $order_id ) )[ $order_id ];
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Attendees::table() . " SET created_at = '2026-11-25 13:30:00' WHERE order_id = %d", $order_id ) );
		$wpdb->update( Attendees::table(), array( 'name' => '=cmd|calc' ), array( 'id' => $attendees[0]['id'] ) );
		return array( $event, $order_id, $attendees );
	}

	private function start( array $body, int $user ): array {
		$response = $this->rest( 'POST', 'attendees/exports', $body, $user );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/** The administrator's export of an event's attendees, as its start answers it. */
	private function export_of( array $event, string $format ): array {
		return $this->start(
			array(
				'format'   => $format,
				'event_id' => $event['id'],
			),
			$this->admin
		);
	}

	/** The export's batch as stored (details with its file's name), or null. */
	private function find( int $id ): ?array {
		return Batches::find( $id );
	}

	/** The export as `batches/{id}` answers it. */
	private function view( int $id ): array {
		return Batches::item( (array) Batches::find( $id ) );
	}

	/** The export's finished file. */
	private function path( int $id ): string {
		return (string) Export::file( (array) $this->find( $id ) );
	}

	/** @return array[] The CSV's rows, after checking its byte order mark and line ends. */
	private function csv( string $path ): array {
		$content = (string) file_get_contents( $path );
		$this->assertSame( "\xEF\xBB\xBF", substr( $content, 0, 3 ), 'UTF-8 with a byte order mark' );
		$this->assertStringEndsWith( "\r\n", $content );
		$lines = preg_split( '/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/', rtrim( substr( $content, 3 ), "\r\n" ) );
		return array_map( static fn( $line ) => str_getcsv( $line, ',', '"', '' ), $lines );
	}

	public function test_a_csv_of_an_event_has_every_column_in_the_sites_timezone_and_no_formulas(): void {
		list( $event, $order_id, $attendees ) = $this->booked();
		$job                                  = $this->export_of( $event, 'csv' );
		$this->assertSame( array( 'done', 0 ), array( $job['status'], $job['failed'] ), 'a small export is done in the answer' );
		$this->assertSame( 'export-attendees', $job['kind'] );
		$this->assertSame( 3, $job['details']['written'] );
		$this->assertSame( 3, $job['details']['rows'] );
		$this->assertSame( 'csv', $job['details']['format'] );
		$this->assertArrayNotHasKey( 'file', $job['details'], 'the file\'s secret name stays on the server' );
		$this->assertStringContainsString( '/eventin/v2/attendees/exports/' . $job['id'] . '/file', rawurldecode( $job['details']['download_url'] ) );
		$this->assertStringContainsString( '_wpnonce=', $job['details']['download_url'] );

		$rows = $this->csv( $this->path( $job['id'] ) );
		$this->assertSame( self::HEADER, $rows[0] );
		$this->assertCount( 4, $rows );
		$this->assertSame(
			array( (string) $attendees[0]['id'], "'=cmd|calc", 'ada@example.com', $event['title'], (string) $event['id'], 'Standard', $attendees[0]['code'], '#' . $order_id, "'@Ada", 'ada@example.com', 'Pending', 'Unused', '25.00', 'USD', '2026-11-25 08:30', '' ),
			$rows[1]
		);
		$this->assertSame( 'Free', $rows[3][5] );
		$this->assertSame( '0.00', $rows[3][12] );
		$this->assertSame( "'@Ada", $rows[2][1], 'the other holders are the buyer by default' );
	}

	public function test_checked_in_at_is_the_first_entry_in_the_sites_timezone(): void {
		list( $event, , $attendees ) = $this->booked();
		global $wpdb;
		// 2026-11-25 15:45:30.250 UTC, as the door's scan wrote it (ms).
		$wpdb->update(
			Attendees::table(),
			array(
				'ticket_status' => 'used',
				'checked_in_at' => 1795621530250,
			),
			array( 'id' => $attendees[1]['id'] )
		);
		$job  = $this->export_of( $event, 'csv' );
		$rows = $this->csv( $this->path( $job['id'] ) );
		$this->assertSame( array( 'Used', '2026-11-25 10:45' ), array( $rows[2][11], $rows[2][15] ) );
		$this->assertSame( '', $rows[1][15] );
	}

	public function test_a_cell_starting_with_a_formula_sign_tab_or_return_gets_a_quote(): void {
		foreach ( array( '=1+1', '+49 30', '-2', '@SUM(A1)', "\tx", "\rx" ) as $value ) {
			$this->assertSame( "'" . $value, \Eventin\Exports\Cells::text( $value ) );
		}
		foreach ( array( 'Ada', '', "O'Brien", '1-2', "'=1+1", 'a@b.example' ) as $value ) {
			$this->assertSame( $value, \Eventin\Exports\Cells::text( $value ) );
		}
		// So does a formula sign after a separator a spreadsheet may split on instead of ours.
		$guarded = array(
			'x;=1+1'        => "x;'=1+1",
			'a, -b'         => "a, '-b",
			"a\t+b"         => "a\t'+b",
			"line\n@x"      => "line\n'@x",
			'=a;=b'         => "'=a;'=b",
			"x;'=already"   => "x;'=already",
		);
		foreach ( $guarded as $value => $cell ) {
			$this->assertSame( $cell, \Eventin\Exports\Cells::text( $value ) );
		}
	}

	public function test_every_text_cell_of_a_csv_is_quoted_and_guarded_numbers_are_not(): void {
		$handle = fopen( 'php://memory', 'w+b' );
		CsvFile::write( $handle, array( array( 7, 'x;=1+1', '=SUM(A1)', 'say "hi"', '12.50', '', '2026-11-25 14:30', '-3' ) ), 2, array( 'number', 'text', 'text', 'text', 'decimal', 'datetime', 'datetime', 'number' ) );
		rewind( $handle );
		$this->assertSame( "7,\"x;'=1+1\",\"'=SUM(A1)\",\"say \"\"hi\"\"\",12.50,\"\",\"2026-11-25 14:30\",-3\r\n", stream_get_contents( $handle ) );
	}

	public function test_quotes_commas_and_line_breaks_are_quoted_as_rfc_4180_says(): void {
		list( $event, , $attendees ) = $this->booked();
		global $wpdb;
		$wpdb->update( Attendees::table(), array( 'name' => "Ada \"The\" Countess, of\nLovelace \\" ), array( 'id' => $attendees[1]['id'] ) );
		$job     = $this->export_of( $event, 'csv' );
		$content = (string) file_get_contents( $this->path( $job['id'] ) );
		$this->assertStringContainsString( "\"Ada \"\"The\"\" Countess, of\nLovelace \\\"", $content );
		$this->assertSame( "Ada \"The\" Countess, of\nLovelace \\", $this->csv( $this->path( $job['id'] ) )[2][1] );
	}

	public function test_an_xlsx_opens_with_the_same_rows(): void {
		list( $event, $order_id, $attendees ) = $this->booked();
		$job                                  = $this->export_of( $event, 'xlsx' );
		$this->assertSame( 'done', $job['status'] );
		$this->assertSame( 'xlsx', $job['details']['format'] );
		$rows = $this->xlsx( $this->path( $job['id'] ) );
		$this->assertSame( self::HEADER, $rows[0] );
		$this->assertCount( 4, $rows );
		$this->assertSame( (string) $attendees[0]['id'], $rows[1][0] );
		$this->assertSame( "'=cmd|calc", $rows[1][1] );
		$this->assertSame( '#' . $order_id, $rows[1][7] );
		$this->assertSame( "'@Ada", $rows[1][8] );
		$this->assertSame( '25.00', $rows[1][12] );
		$this->assertSame( '46351.3541666667', $rows[1][14], '2026-11-25 08:30 in New York as a serial date' );
	}

	public function test_an_xlsx_writes_booked_at_as_date_cells_a_spreadsheet_sorts(): void {
		list( $event ) = $this->booked();
		$job           = $this->export_of( $event, 'xlsx' );
		$zip           = new \ZipArchive();
		$this->assertTrue( $zip->open( $this->path( $job['id'] ) ) );
		$sheet  = simplexml_load_string( $zip->getFromName( 'xl/worksheets/sheet1.xml' ) );
		$styles = simplexml_load_string( $zip->getFromName( 'xl/styles.xml' ) );
		$zip->close();
		$formats = array();
		foreach ( $styles->numFmts->numFmt as $format ) {
			$formats[ (string) $format['numFmtId'] ] = (string) $format['formatCode'];
		}
		foreach ( array( 1, 2, 3 ) as $row ) {
			$cell = $sheet->sheetData->row[ $row ]->c[14];
			$this->assertSame( 'O' . ( $row + 1 ), (string) $cell['r'] );
			$this->assertSame( '', (string) $cell['t'], 'a number, not an inline string' );
			$this->assertSame( '46351.3541666667', (string) $cell->v );
			$xf = $styles->cellXfs->xf[ (int) $cell['s'] ];
			$this->assertSame( '1', (string) $xf['applyNumberFormat'] );
			$this->assertSame( 'yyyy\\-mm\\-dd hh:mm', $formats[ (string) $xf['numFmtId'] ] ?? '', 'a date format' );
		}
		$this->assertSame( '15', (string) $sheet->cols->col['min'], 'the date column is wide enough to show its dates' );
	}

	public function test_a_site_on_a_utc_offset_names_it_in_the_header(): void {
		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', 5.5 );
		list( $event ) = $this->booked();
		$job           = $this->export_of( $event, 'csv' );
		$rows          = $this->csv( $this->path( $job['id'] ) );
		$this->assertSame( 'Booked at (UTC+05:30)', $rows[0][14] );
		$this->assertSame( '2026-11-25 19:00', $rows[1][14] );
	}

	/**
	 * The rows of the workbook's one sheet, read back with ZipArchive and SimpleXML, after checking
	 * the parts a spreadsheet application needs.
	 *
	 * @return array[]
	 */
	private function xlsx( string $path ): array {
		$zip = new \ZipArchive();
		$this->assertTrue( $zip->open( $path ) );
		foreach ( array( '[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/worksheets/sheet1.xml' ) as $part ) {
			$xml = $zip->getFromName( $part );
			$this->assertNotFalse( $xml, $part );
			$this->assertNotFalse( simplexml_load_string( $xml ), "{$part} is well-formed XML" );
		}
		$this->assertSame( 'Attendees', (string) simplexml_load_string( $zip->getFromName( 'xl/workbook.xml' ) )->sheets->sheet['name'] );
		$sheet = simplexml_load_string( $zip->getFromName( 'xl/worksheets/sheet1.xml' ) );
		$zip->close();
		$rows = array();
		foreach ( $sheet->sheetData->row as $number => $row ) {
			$cells = array_fill( 0, 15, '' );
			foreach ( $row->c as $cell ) {
				$column = ord( substr( (string) $cell['r'], 0, 1 ) ) - 65;
				$this->assertSame( (string) $row['r'], substr( (string) $cell['r'], 1 ) );
				$cells[ $column ] = 'inlineStr' === (string) $cell['t'] ? (string) $cell->is->t : (string) $cell->v;
			}
			$rows[] = $cells;
		}
		$this->assertSame( '1', (string) $sheet->sheetData->row[0]->c[0]['s'], 'the header is bold' );
		return $rows;
	}

	public function test_parts_go_on_where_the_last_stopped_and_cut_off_what_a_dead_attempt_wrote(): void {
		list( $event, , $attendees ) = $this->booked();
		$second                      = $this->book( $event, array( 1, 2 ), array( 'gateway' => 'offline' ) )->get_data()['id'];
		add_filter( 'eventin_export_batch_size', static fn() => 2 );
		foreach ( array( 'csv', 'xlsx' ) as $format ) {
			$id = Export::start( $this->admin, $format, array( 'event_id' => $event['id'] ) );
			$this->assertSame( array( 'scheduled', 6, 0 ), array( $this->view( $id )['status'], $this->view( $id )['details']['rows'], $this->view( $id )['details']['written'] ) );
			$this->assertSame( 1, Batches::work( $id, 0 ), 'the feed hands out the first part' );
			$this->assertSame( 1, Batches::work( $id, 0 ), 'the first part writes one batch of rows in a request out of time' );
			$view = $this->view( $id );
			$this->assertSame( array( 'sending', 2, 2, 1 ), array( $view['status'], $view['details']['written'], $view['total'], $view['sent'] ) );
			$next = 'part:' . str_pad( (string) $attendees[1]['id'], 20, '0', STR_PAD_LEFT );
			$this->assertSame( array( array( $id, $next, 'export-attendees' ) ), $this->queued( Batches::ITEM_HOOK ), 'the next part is a queued job' );
			// An attempt that died after writing rows, before its part was done.
			file_put_contents( Files::part( $this->find( $id )['details']['file'] ), 'half a batch', FILE_APPEND );
			Batches::work( $id, 0 );
			$this->assertSame( 4, $this->view( $id )['details']['written'] );
			$this->assertTrue( Jobs::run_one( $this->queued_id( Batches::ITEM_HOOK ) ), 'a runner writes the rest in one part' );
			$this->assertTrue( Jobs::run_one( $this->queued_id( Batches::ITEM_HOOK ) ), 'and finishes the file' );
			$this->assertSame( array(), $this->queued( Batches::ITEM_HOOK ) );
			$view = $this->view( $id );
			$this->assertSame( array( 'done', 6, 6, 0 ), array( $view['status'], $view['details']['written'], $view['details']['rows'], $view['failed'] ) );
			$this->assertFalse( file_exists( Files::part( $this->find( $id )['details']['file'] ) ) );
			$rows = 'csv' === $format ? $this->csv( $this->path( $id ) ) : $this->xlsx( $this->path( $id ) );
			$ids  = array_column( array_slice( $rows, 1 ), 0 );
			$this->assertCount( 6, $ids );
			$this->assertSame( $ids, array_values( array_unique( $ids ) ) );
			$sorted = $ids;
			sort( $sorted, SORT_NUMERIC );
			$this->assertSame( $sorted, $ids );
			$this->assertSame( '#' . $second, $rows[6][7] );
			$log = Batches::items( $id, '', 1, 10 )[0];
			$this->assertSame( array( 'Rows from 2', 'Rows from 4', 'Rows from 6', 'The finished file' ), array_column( $log, 'name' ), 'its log, part by part' );
			$this->assertSame( array( 'sent' ), array_values( array_unique( array_column( $log, 'status' ) ) ) );
		}
	}

	public function test_one_part_at_a_time(): void {
		list( $event ) = $this->booked();
		add_filter( 'eventin_export_batch_size', static fn() => 1 );
		$id = Export::start( $this->admin, 'csv', array( 'event_id' => $event['id'] ) );
		Batches::work( $id, 0 );
		Batches::work( $id, 0 );
		$this->assertSame( 1, $this->view( $id )['details']['written'] );
		global $wpdb;
		// A runner has claimed the next part.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Jobs::table() . " SET claim_id = 7, claimed_at = %s WHERE hook = %s AND status = 'queued'", gmdate( 'Y-m-d H:i:s' ), Batches::ITEM_HOOK ) );
		$this->assertSame( 0, Batches::work( $id, 0 ), 'a progress read leaves it to the runner' );
		$this->assertSame( 1, $this->view( $id )['details']['written'] );
		// The runner died: its claim is released after a while.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Jobs::table() . ' SET claimed_at = %s WHERE claim_id = 7', gmdate( 'Y-m-d H:i:s', time() - 600 ) ) );
		Jobs::run( 1, 0 );
		$this->assertSame( '0', (string) Jobs::find( $this->queued_id( Batches::ITEM_HOOK ) )['claim_id'], 'released' );
		Batches::work( $id, 0 );
		$this->assertSame( 2, $this->view( $id )['details']['written'] );

		// A job queued late for a part already written writes nothing.
		$first = 'part:' . str_pad( '0', 20, '0', STR_PAD_LEFT );
		$late  = Jobs::add( Batches::ITEM_HOOK, array( $id, $first, 'export-attendees' ) );
		$this->assertTrue( Jobs::run_one( $late ) );
		$this->assertSame( 2, $this->view( $id )['details']['written'] );
		Batches::work( $id, 0 );
		$this->assertSame( 3, $this->view( $id )['details']['written'] );
		$this->assertSame( 'Attendee export ' . $id . ': the attendees after #42', apply_filters( 'eventin_job_label', Batches::ITEM_HOOK, Batches::ITEM_HOOK, array( $id, 'part:' . str_pad( '42', 20, '0', STR_PAD_LEFT ), 'export-attendees' ) ) );
		$this->assertSame( 'RSVP export ' . $id . ': the responses after #7', apply_filters( 'eventin_job_label', Batches::ITEM_HOOK, Batches::ITEM_HOOK, array( $id, 'part:' . str_pad( '7', 20, '0', STR_PAD_LEFT ), 'export-rsvp' ) ) );
		$this->assertSame( 'Attendees export #' . $id . ': finishing the file', apply_filters( 'eventin_job_label', Batches::ITEM_HOOK, Batches::ITEM_HOOK, array( $id, 'whole', 'export-attendees' ) ) );
		$this->assertSame( 'Delete exports older than a day', apply_filters( 'eventin_job_label', Export::CLEANUP_HOOK, Export::CLEANUP_HOOK, array() ) );
	}

	public function test_a_part_that_throws_fails_the_export_and_retry_goes_on_from_it(): void {
		list( $event ) = $this->booked();
		add_filter( 'eventin_export_batch_size', static fn() => 1 );
		$id = Export::start( $this->admin, 'csv', array( 'event_id' => $event['id'] ) );
		Batches::work( $id, 0 );
		Batches::work( $id, 0 );
		$this->assertSame( 1, $this->view( $id )['details']['written'] );
		$broken = static function () {
			throw new \RuntimeException( 'The disk is full.' );
		};
		add_filter( 'eventin_export_batch_size', $broken, 20 );
		Batches::work( $id, 0 );
		$view = $this->view( $id );
		$this->assertSame( array( 'done', 1, 1 ), array( $view['status'], $view['failed'], $view['sent'] ), 'one attempt: it fails at once' );
		$this->assertArrayNotHasKey( 'download_url', $view['details'] );
		$this->assertSame( 'The disk is full.', Batches::items( $id, 'failed', 1, 10 )[0][0]['error'] );
		$this->assertSame( 0, Batches::work( $id, 0 ), 'nothing runs it again by itself' );
		$this->assertError( $this->rest( 'GET', 'attendees/exports/' . $id . '/file', array(), $this->admin ), 409, 'This export is not finished yet.' );

		remove_filter( 'eventin_export_batch_size', $broken, 20 );
		$retried = $this->rest( 'POST', 'batches/' . $id . '/retry', array(), $this->admin );
		$this->assertSame( array( 200, 'sending', 0 ), array( $retried->get_status(), $retried->get_data()['status'], $retried->get_data()['failed'] ) );
		$read = $this->rest( 'GET', 'batches/' . $id, array(), $this->admin )->get_data();
		$this->assertSame( array( 'done', 0, 3 ), array( $read['status'], $read['failed'], $read['details']['written'] ), 'a read writes it on from the failed part' );
		$this->assertCount( 4, $this->csv( $this->path( $id ) ) );
	}

	public function test_filters_pick_the_rows(): void {
		list( $event, , $attendees ) = $this->booked();
		$job                         = $this->start(
			array(
				'format'    => 'csv',
				'event_id'  => $event['id'],
				'ticket_id' => $event['tickets'][1]['id'],
			),
			$this->admin
		);
		$rows                        = $this->csv( $this->path( $job['id'] ) );
		$this->assertSame( array( (string) $attendees[2]['id'] ), array_column( array_slice( $rows, 1 ), 0 ) );
		$this->assertMatchesRegularExpression( '/^attendees-summit-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.csv$/', $this->find( $job['id'] )['details']['name'] );
		$none = $this->start(
			array(
				'format'        => 'csv',
				'event_id'      => $event['id'],
				'ticket_status' => 'used',
			),
			$this->admin
		);
		$this->assertSame( array( 'done', 0, 0 ), array( $none['status'], $none['details']['written'], $none['details']['rows'] ) );
		$this->assertSame( array( self::HEADER ), $this->csv( $this->path( $none['id'] ) ) );
	}

	public function test_only_the_one_who_started_it_or_a_super_admin_sees_it(): void {
		list( $event ) = $this->booked();
		$owner         = $this->user( 'export_tester', array( Capabilities::ATTENDEE ) );
		$other         = $this->user( 'export_tester' );
		$job           = $this->start(
			array(
				'format'   => 'csv',
				'event_id' => $event['id'],
			),
			$owner
		);
		$read          = $this->rest( 'GET', 'batches/' . $job['id'], array(), $owner );
		$this->assertSame( 200, $read->get_status() );
		$this->assertSame( $job, $read->get_data() );

		$file = $this->rest( 'GET', 'attendees/exports/' . $job['id'] . '/file', array(), $owner );
		$this->assertInstanceOf( FileResponse::class, $file );
		$this->assertSame( 200, $file->get_status() );
		$this->assertSame( 'text/csv; charset=utf-8', $file->get_headers()['Content-Type'] );
		$this->assertMatchesRegularExpression( '/^attachment; filename="attendees-summit-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.csv"$/', $file->get_headers()['Content-Disposition'] );
		$this->assertSame( $this->path( $job['id'] ), $file->path );

		$routes = array(
			'batches/' . $job['id']                     => 'This send does not exist.',
			'attendees/exports/' . $job['id'] . '/file' => 'This export does not exist.',
		);
		foreach ( $routes as $route => $message ) {
			$this->assertError( $this->rest( 'GET', $route, array(), $other ), 404, $message );
			$this->assertSame( 200, $this->rest( 'GET', $route, array(), $this->admin )->get_status(), 'a super admin' );
			$this->assertGuarded( 'GET', $route );
			$this->assertError( $this->rest( 'GET', $route, array(), $this->user( 'order_only', array( Capabilities::ORDER ) ) ), 403 );
			$this->assertError( $this->rest( 'GET', str_replace( (string) $job['id'], '999999', $route ), array(), $owner ), 404 );
		}
	}

	public function test_the_file_lives_under_a_random_name_in_a_folder_that_refuses_the_web(): void {
		list( $event ) = $this->booked();
		// The folder of earlier versions, at a name anyone could guess, goes with its files.
		$uploads = trailingslashit( wp_upload_dir( null, false )['basedir'] );
		wp_mkdir_p( $uploads . 'eventin-exports' );
		file_put_contents( $uploads . 'eventin-exports/' . Files::new_name() . '.csv', 'old' );
		$job = $this->find( $this->start( array( 'format' => 'xlsx' ), $this->admin )['id'] );
		$this->assertDirectoryDoesNotExist( $uploads . 'eventin-exports' );
		// Under uploads (which every node shares), in a folder whose name holds a secret.
		$this->assertMatchesRegularExpression( '#^' . preg_quote( $uploads, '#' ) . 'eventin-exports-[a-f0-9]{32}$#', Files::dir() );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $job['details']['file'] );
		$this->assertSame( Files::dir() . '/' . $job['details']['file'] . '.xlsx', Export::file( $job ) );
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( Files::dir() . '/.htaccess' ) );
		$this->assertFileExists( Files::dir() . '/index.php' );
		$this->assertMatchesRegularExpression( '/^attendees-all-\d{4}-\d{2}-\d{2}\.xlsx$/', $job['details']['name'] );
		unset( $event );
	}

	public function test_bad_requests_are_refused_and_write_nothing(): void {
		list( $event ) = $this->booked();
		$before        = $this->jobs();
		$cases         = array(
			array( array( 'format' => 'pdf' ), 'format', 'Choose CSV or XLSX.' ),
			array( array(), 'format', null ),
			array(
				array(
					'format'   => 'csv',
					'event_id' => 999999,
				),
				'event_id',
				'This event does not exist.',
			),
			array(
				array(
					'format'    => 'csv',
					'ticket_id' => 999999,
				),
				'ticket_id',
				'This ticket type does not exist.',
			),
			array(
				array(
					'format' => 'csv',
					'status' => 'paid',
				),
				'status',
				null,
			),
			array(
				array(
					'format'        => 'csv',
					'ticket_status' => 'scanned',
				),
				'ticket_status',
				null,
			),
			array(
				array(
					'format'   => 'csv',
					'event_id' => 'abc',
				),
				'event_id',
				null,
			),
		);
		foreach ( $cases as list( $body, $field, $message ) ) {
			$response = $this->rest( 'POST', 'attendees/exports', $body, $this->admin );
			$this->assertError( $response, 400, $message );
			$this->assertArrayHasKey( $field, $response->get_data()['data']['params'], wp_json_encode( $response->get_data() ) );
		}
		$this->assertSame( $before, $this->jobs() );
		$this->assertGuarded( 'POST', 'attendees/exports', array( 'format' => 'csv' ) );
		$this->assertError( $this->rest( 'POST', 'attendees/exports', array( 'format' => 'csv' ), $this->user( 'order_only', array( Capabilities::ORDER ) ) ), 403 );
		unset( $event );
	}

	/** Batches and queued jobs there are. */
	private function jobs(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Batches::table() )
			+ (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Jobs::table() );
	}

	/** The one unfinished job of $hook. */
	private function queued_id( string $hook ): int {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Jobs::table() . " WHERE hook = %s AND status IN ('queued', 'running')", $hook ) );
		$this->assertCount( 1, $ids );
		return (int) $ids[0];
	}

	/** @return array[] The arguments of the unfinished jobs of $hook. */
	private function queued( string $hook ): array {
		global $wpdb;
		$args = $wpdb->get_col( $wpdb->prepare( 'SELECT args FROM ' . Jobs::table() . " WHERE hook = %s AND status IN ('queued', 'running') ORDER BY id", $hook ) );
		return array_map( static fn( $json ) => json_decode( $json, true ), $args );
	}

	public function test_exports_older_than_a_day_are_deleted_with_their_files(): void {
		list( $event ) = $this->booked();
		$old           = $this->find( $this->start( array( 'format' => 'csv' ), $this->admin )['id'] );
		$new           = $this->find( $this->start( array( 'format' => 'xlsx' ), $this->admin )['id'] );
		add_filter( 'eventin_export_batch_size', static fn() => 1 );
		$running = Export::start( $this->admin, 'xlsx', array() );
		Batches::work( $running, 0 );
		Batches::work( $running, 0 );
		$running = $this->find( $running );
		$this->assertSame( 'sending', $running['status'] );
		global $wpdb;
		foreach ( array( $old, $running ) as $batch ) {
			$wpdb->update( Batches::table(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS - 60 ) ), array( 'id' => $batch['id'] ) );
		}
		$orphan = Files::dir() . '/' . Files::new_name() . '.csv';
		file_put_contents( $orphan, 'left behind' );
		touch( $orphan, time() - 2 * DAY_IN_SECONDS );

		do_action( \Eventin\Jobs\Runners::TICK );
		$this->assertSame( array( array() ), $this->queued( Export::CLEANUP_HOOK ), 'the tick queues the daily cleanup' );
		$run_at = $wpdb->get_var( $wpdb->prepare( 'SELECT run_at FROM ' . Jobs::table() . ' WHERE hook = %s', Export::CLEANUP_HOOK ) );
		$this->assertEqualsWithDelta( time() + DAY_IN_SECONDS, strtotime( $run_at . ' UTC' ), 5, 'a day after' );
		do_action( \Eventin\Jobs\Runners::TICK );
		$this->assertCount( 1, $this->queued( Export::CLEANUP_HOOK ), 'once' );
		do_action( Export::CLEANUP_HOOK );

		$this->assertNull( $this->find( (int) $old['id'] ) );
		$this->assertNull( $this->find( (int) $running['id'] ) );
		$this->assertSame( array(), Batches::items( (int) $running['id'], '', 1, 10 )[0], 'with its parts' );
		$this->assertTrue( Jobs::run_one( $this->queued_id( Batches::ITEM_HOOK ) ) );
		$this->assertSame( array(), $this->queued( Batches::ITEM_HOOK ), 'the deleted export\'s queued part ran' );
		$this->assertFileDoesNotExist( Files::part( $running['details']['file'] ), 'and wrote nothing' );
		$this->assertFileDoesNotExist( Files::done( $old['details']['file'], 'csv' ) );
		$this->assertFileDoesNotExist( $orphan );
		$this->assertNotNull( Export::file( $this->find( (int) $new['id'] ) ) );
		$this->assertError( $this->rest( 'GET', 'batches/' . $old['id'], array(), $this->admin ), 404 );
		unset( $event );
	}

	public function test_uninstall_deletes_every_export(): void {
		$this->booked();
		$job = $this->find( $this->start( array( 'format' => 'csv' ), $this->admin )['id'] );
		\Eventin\Install\Uninstall::run();
		$this->assertNull( $this->find( (int) $job['id'] ) );
		$this->assertDirectoryDoesNotExist( Files::dir() );
	}
}
