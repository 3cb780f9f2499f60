<?php
namespace Eventin\Tests\Rest;

use Eventin\Problem;
use Eventin\Rest\Controller;
use Eventin\Rest\Problems;
use Eventin\Tests\TestCase;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

final class ProblemsTest extends TestCase {
	/** @var Problem|null What the test route answers, or its permission callback refuses with. */
	private $answer;

	/** @var Problem|null */
	private $refusal;

	protected function setUp(): void {
		parent::setUp();
		$this->answer  = null;
		$this->refusal = null;
		add_action( 'rest_api_init', array( $this, 'route' ) );
	}

	protected function tearDown(): void {
		remove_action( 'rest_api_init', array( $this, 'route' ) );
		parent::tearDown();
	}

	public function route(): void {
		register_rest_route(
			Controller::NAMESPACE,
			'/test-problem',
			array(
				'methods'             => 'POST',
				'callback'            => fn() => $this->answer ?? new WP_REST_Response( array( 'ok' => true ) ),
				'permission_callback' => fn() => $this->refusal ?? true,
			)
		);
	}

	private function post(): WP_REST_Response {
		return rest_get_server()->dispatch( new WP_REST_Request( 'POST', '/' . Controller::NAMESPACE . '/test-problem' ) );
	}

	public function test_each_kind_has_its_status(): void {
		$statuses = array(
			400 => Problem::refused( 'c', 'm' ),
			401 => Problem::unauthenticated( 'c', 'm' ),
			403 => Problem::forbidden( 'c', 'm' ),
			404 => Problem::not_found( 'c', 'm' ),
			409 => Problem::conflict( 'c', 'm' ),
			422 => Problem::mismatch( 'c', 'm' ),
			429 => Problem::too_many( 'c', 'm', 5 ),
			500 => Problem::failed( 'c', 'm' ),
			502 => Problem::upstream( 'c', 'm' ),
			503 => Problem::unavailable( 'c', 'm' ),
		);
		$this->assertCount( count( Problem::KINDS ), $statuses );
		foreach ( $statuses as $status => $problem ) {
			$this->assertSame( $status, Problems::status( $problem ), $problem->kind() );
		}
	}

	public function test_the_error_has_the_rest_shape_with_params_and_details(): void {
		$field = Problems::error( Problem::invalid( 'tickets.0.quantity', 'Choose at least 1.' ) );
		$this->assertNotInstanceOf( Problem::class, $field, 'a plain WP_Error, as WordPress answers it' );
		$this->assertSame( 'rest_invalid_param', $field->get_error_code() );
		$this->assertSame(
			array(
				'status' => 400,
				'params' => array( 'tickets.0.quantity' => 'Choose at least 1.' ),
			),
			$field->get_error_data()
		);
		$sold_out = Problems::error(
			Problem::conflict(
				'eventin_sold_out',
				'Sold out.',
				array(
					'ticket_id' => 7,
					'left'      => 0,
				)
			)
		);
		$this->assertSame(
			array(
				'status'    => 409,
				'ticket_id' => 7,
				'left'      => 0,
			),
			$sold_out->get_error_data()
		);
	}

	public function test_a_route_that_answers_a_problem_answers_its_status(): void {
		$this->answer = Problem::invalid( 'attendees.0.email', 'Give an e-mail address.' );
		$response     = $this->post();
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame(
			array(
				'code'    => 'rest_invalid_param',
				'message' => 'Give an e-mail address.',
				'data'    => array(
					'status' => 400,
					'params' => array( 'attendees.0.email' => 'Give an e-mail address.' ),
				),
			),
			$response->get_data()
		);
		$this->assertArrayNotHasKey( 'Retry-After', $response->get_headers() );
	}

	public function test_a_permission_callbacks_problem_is_answered_the_same_way(): void {
		$this->refusal = Problem::forbidden( 'eventin_rsvp_off', 'RSVP is turned off on this site.' );
		$response      = $this->post();
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'eventin_rsvp_off', $response->get_data()['code'] );
		$this->assertSame( array( 'status' => 403 ), $response->get_data()['data'] );
	}

	public function test_too_many_says_when_to_come_back_in_the_body_and_the_header(): void {
		$this->answer = Problem::too_many( 'eventin_too_many_bookings', 'Too many booking attempts.', 42 );
		$response     = $this->post();
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( '42', $response->get_headers()['Retry-After'] );
		$this->assertSame(
			array(
				'status'      => 429,
				'retry_after' => 42,
			),
			$response->get_data()['data']
		);
	}

	public function test_unavailable_with_a_wait_sends_retry_after_only_in_the_header(): void {
		$this->answer = Problem::unavailable( 'eventin_database_unavailable', 'The database is not available right now.', 60 );
		$response     = $this->post();
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( '60', $response->get_headers()['Retry-After'] );
		$this->assertSame( array( 'status' => 503 ), $response->get_data()['data'] );
	}

	public function test_other_errors_and_answers_pass_unchanged(): void {
		$error = new WP_Error( 'someone_elses', 'Theirs.', array( 'status' => 418 ) );
		$this->assertSame( $error, Problems::after_callbacks( $error ) );
		$this->assertSame( 200, $this->post()->get_status() );
	}

	public function test_response_shapes_any_answer(): void {
		$this->assertSame( 404, Problems::response( Problem::not_found( 'c', 'm' ) )->get_status() );
		$this->assertSame( 418, Problems::response( new WP_Error( 'c', 'm', array( 'status' => 418 ) ) )->get_status() );
		$this->assertSame( array( 'ok' => 1 ), Problems::response( array( 'ok' => 1 ) )->get_data() );
	}
}
