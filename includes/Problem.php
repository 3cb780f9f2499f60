<?php
namespace Eventin;

/**
 * Why something the code was asked to do cannot be done, as the domain sees it: a code, a message
 * a person can act on, its kind (what sort of no it is), and for bad input the field at fault
 * (dotted, `attendees.0.email`). It names no HTTP status: `Rest\Problems` turns the kind into one
 * for a REST answer, and pages read the message or the kind.
 *
 * A WP_Error, so `is_wp_error()` and `get_error_message()` see it as every error before it.
 */
final class Problem extends \WP_Error {
	/** Bad input; with a field, that field's. */
	public const INVALID = 'invalid';
	/** Sign in first. */
	public const UNAUTHENTICATED = 'unauthenticated';
	/** Not allowed, or turned off on this site. */
	public const FORBIDDEN = 'forbidden';
	public const NOT_FOUND = 'not_found';
	/** The item is not in a state that allows it (full, changed meanwhile, busy). */
	public const CONFLICT = 'conflict';
	/** A request repeats an earlier one's key with other content. */
	public const MISMATCH = 'mismatch';
	/** Too many attempts: try again after `retry_after()` seconds. */
	public const TOO_MANY = 'too_many';
	/** Our own write failed for no reason the caller can change. */
	public const FAILED = 'failed';
	/** A service we called (a payment gateway, the license server) answered with an error or nonsense. */
	public const UPSTREAM = 'upstream';
	/** Not possible right now (the database, a service unreachable): try again later. */
	public const UNAVAILABLE = 'unavailable';

	public const KINDS = array( self::INVALID, self::UNAUTHENTICATED, self::FORBIDDEN, self::NOT_FOUND, self::CONFLICT, self::MISMATCH, self::TOO_MANY, self::FAILED, self::UPSTREAM, self::UNAVAILABLE );

	/** The code of bad input about one field, as WordPress names its own argument errors. */
	public const INVALID_FIELD = 'rest_invalid_param';

	private string $kind;

	private string $field = '';

	private int $retry_after = 0;

	/**
	 * @param array $details What else a caller may act on (`ticket_id`, `left`), kept as the error's data.
	 */
	private function __construct( string $kind, string $code, string $message, array $details = array() ) {
		if ( ! in_array( $kind, self::KINDS, true ) ) {
			throw new \InvalidArgumentException( "Unknown kind of problem: {$kind}" );
		}
		parent::__construct( $code, $message, $details );
		$this->kind = $kind;
	}

	/** Bad input about one field (dotted when nested: `tickets.0.price`). */
	public static function invalid( string $field, string $message ): self {
		return ( new self( self::INVALID, self::INVALID_FIELD, $message ) )->at( $field );
	}

	/** Bad input as a whole (no one field at fault), under its own code. */
	public static function refused( string $code, string $message, array $details = array() ): self {
		return new self( self::INVALID, $code, $message, $details );
	}

	public static function unauthenticated( string $code, string $message ): self {
		return new self( self::UNAUTHENTICATED, $code, $message );
	}

	public static function forbidden( string $code, string $message ): self {
		return new self( self::FORBIDDEN, $code, $message );
	}

	public static function not_found( string $code, string $message ): self {
		return new self( self::NOT_FOUND, $code, $message );
	}

	public static function conflict( string $code, string $message, array $details = array() ): self {
		return new self( self::CONFLICT, $code, $message, $details );
	}

	public static function mismatch( string $code, string $message ): self {
		return new self( self::MISMATCH, $code, $message );
	}

	/** @param int $retry_after Seconds until an attempt counts again. */
	public static function too_many( string $code, string $message, int $retry_after ): self {
		$problem              = new self( self::TOO_MANY, $code, $message );
		$problem->retry_after = max( 1, $retry_after );
		return $problem;
	}

	public static function failed( string $code, string $message ): self {
		return new self( self::FAILED, $code, $message );
	}

	public static function upstream( string $code, string $message, array $details = array() ): self {
		return new self( self::UPSTREAM, $code, $message, $details );
	}

	/** @param int $retry_after Seconds worth waiting before trying again, when known (0: not said). */
	public static function unavailable( string $code, string $message, int $retry_after = 0, array $details = array() ): self {
		$problem              = new self( self::UNAVAILABLE, $code, $message, $details );
		$problem->retry_after = max( 0, $retry_after );
		return $problem;
	}

	/** The same problem about a field (the settings field a failed check was for). */
	public function at( string $field ): self {
		$problem        = clone $this;
		$problem->field = $field;
		return $problem;
	}

	public function kind(): string {
		return $this->kind;
	}

	/** The dotted field at fault, or '' when none is. */
	public function field(): string {
		return $this->field;
	}

	/** Seconds to wait before trying again; 0 when not said. */
	public function retry_after(): int {
		return $this->retry_after;
	}

	/** What else the problem says beyond its message (`ticket_id`, `left`). */
	public function details(): array {
		$data = $this->get_error_data();
		return is_array( $data ) ? $data : array();
	}
}
