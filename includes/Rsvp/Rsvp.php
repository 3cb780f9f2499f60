<?php
namespace Eventin\Rsvp;

use Eventin\Database\Transaction;
use Eventin\Events\Event;
use Eventin\Events\Index;
use Eventin\Events\PostType;
use Eventin\Jobs\Batches;
use Eventin\Problem;
use Eventin\Settings\Settings;

/**
 * The RSVP rules, all on the server: who may respond to which event, one response per address and
 * event (changed only through its signed link: anyone may type anyone's address), capacity taken atomically by people going (maybe and not going
 * never take any), the waiting list when the event allows it, and promotion in order when places
 * free.
 */
final class Rsvp {
	/** The error a write answers when another request changed the response first: it is tried again. */
	private const RETRY = 'eventin_rsvp_retry';

	/** Waiting responses looked at per promotion, at most (each moved up in its own transaction). */
	private const PROMOTE_SCAN = 200;

	/** An event's RSVP row follows its settings (added, updated and deleted post meta). */
	public static function on_meta( $meta_ids, $post_id, $key ): void {
		if ( Event::META['rsvp'] === $key && PostType::NAME === get_post_type( (int) $post_id ) ) {
			self::sync_event( (int) $post_id );
		}
	}

	/** An event deleted for good takes its RSVP row along. */
	public static function on_deleted_post( $post_id, $post = null ): void {
		if ( $post && PostType::NAME === $post->post_type ) {
			self::forget_event( (int) $post_id );
		}
	}

	public static function module_on(): bool {
		return 'on' === ( Settings::get()['modules']['rsvp'] ?? 'off' );
	}

	/** The 403 of every RSVP route while the module is off. */
	public static function module_off(): Problem {
		return Problem::forbidden( 'eventin_rsvp_off', __( 'RSVP is turned off on this site. Turn the RSVP module on in Settings to use it.', 'eventin' ) );
	}

	/**
	 * The permission of the organizer's RSVP routes: the capability first (401/403 as every route),
	 * then the module (403 with its message while off).
	 *
	 * @param callable $capability A permission callback (Controller::require_capability()).
	 */
	public static function organizer_permission( callable $capability ): callable {
		return static function ( $request ) use ( $capability ) {
			$can = $capability( $request );
			if ( true !== $can ) {
				return $can;
			}
			return self::module_on() ? true : self::module_off();
		};
	}

	/** An event's RSVP settings (the defaults for events without any). */
	public static function settings( int $event_id ): array {
		return Event::rsvp( get_post_meta( $event_id, Event::META['rsvp'], true ) );
	}

	/** Keeps the event's row (RSVP on or off) as its settings say, and moves people up when the limit grew. */
	public static function sync_event( int $event_id ): void {
		$settings = self::settings( $event_id );
		Responses::set_enabled( $event_id, $settings['enabled'] );
		self::promote( $event_id );
	}

	/** An event deleted for good takes its responses and its invitations' log along. */
	public static function forget_event( int $event_id ): void {
		Batches::forget_event( Invitations::KIND, $event_id );
		Responses::forget_event( $event_id );
	}

	/**
	 * The event a visitor may respond to now, with its RSVP settings, or why not.
	 *
	 * @return array{id: int, title: string, settings: array}|Problem
	 */
	public static function open_event( int $event_id, ?int $now = null ) {
		$now  = $now ?? time();
		$post = $event_id > 0 ? get_post( $event_id ) : null;
		if ( ! $post || PostType::NAME !== $post->post_type || ! in_array( $post->post_status, array( 'publish', 'trash' ), true ) ) {
			return Problem::invalid( 'event_id', __( 'This event does not exist.', 'eventin' ) );
		}
		if ( 'trash' === $post->post_status ) {
			return Problem::invalid( 'event_id', __( 'This event was deleted; it no longer takes responses.', 'eventin' ) );
		}
		$settings = self::settings( $event_id );
		if ( ! $settings['enabled'] ) {
			return Problem::invalid( 'event_id', __( 'This event does not take RSVPs.', 'eventin' ) );
		}
		$index = Index::rows( array( $event_id ) )[ $event_id ] ?? null;
		if ( ! $index || $index['end_utc'] <= $now ) {
			return Problem::invalid( 'event_id', __( 'This event is over; it no longer takes responses.', 'eventin' ) );
		}
		return array(
			'id'       => $event_id,
			'title'    => $post->post_title,
			'settings' => $settings,
		);
	}

	/**
	 * A visitor's answer: a new response. An address that answered the event before (in any letter
	 * case, signed in or not) changes nothing: its own response is mailed its change link instead,
	 * and the answer is what a new address would get (going to a full event without a waiting list
	 * is told 'Fully booked.' either way), so it tells nobody whether or what that address answered.
	 *
	 * @param array $input { event_id, name, email, people?, status?, guests?, reason?, message? } as the schema let it through.
	 * @return array{response: array, created: bool}|Problem
	 */
	public static function respond( array $input, int $user_id = 0, ?int $now = null ) {
		$now   = $now ?? time();
		$event = self::open_event( (int) $input['event_id'], $now );
		if ( is_wp_error( $event ) ) {
			return $event;
		}
		if ( $event['settings']['signed_in_only'] && ! $user_id ) {
			return Problem::unauthenticated( 'eventin_rsvp_sign_in', __( 'Only signed-in users can respond to this event. Please sign in first.', 'eventin' ) );
		}
		$status = Responses::normalise( (string) ( $input['status'] ?? Responses::GOING ) );
		if ( null === $status || Responses::WAITING === $status ) {
			return Problem::invalid( 'status', __( 'Answer going, maybe or not going.', 'eventin' ) );
		}
		$fields = array(
			'name'    => sanitize_text_field( (string) $input['name'] ),
			'email'   => sanitize_email( (string) $input['email'] ),
			'people'  => (int) ( $input['people'] ?? $event['settings']['min_attendees'] ),
			'status'  => $status,
			'guests'  => self::guests( (array) ( $input['guests'] ?? array() ) ),
			'reason'  => sanitize_textarea_field( (string) ( $input['reason'] ?? '' ) ),
			'message' => sanitize_textarea_field( (string) ( $input['message'] ?? '' ) ),
			'user_id' => $user_id,
		);
		$problem = self::check_people( $fields['people'], $status, $event['settings'] );
		if ( $problem ) {
			return $problem;
		}
		for ( $try = 0; $try < 3; $try++ ) {
			$old = Responses::find_by_email( $event['id'], $fields['email'] );
			if ( $old ) {
				return self::answered_before( $old, $fields, $event['settings'] );
			}
			// Another answer of the address at the same moment makes this one RETRY, then find it.
			$result = self::write( $event['id'], null, $fields, $event['settings'], false, $now );
			if ( ! is_wp_error( $result ) || self::RETRY !== $result->get_error_code() ) {
				break;
			}
		}
		if ( is_wp_error( $result ) ) {
			return self::RETRY === $result->get_error_code() ? self::busy() : $result;
		}
		Mails::confirm( $result['response'] );
		return array(
			'response' => $result['response'],
			'created'  => true,
		);
	}

	/**
	 * The answer of an address that answered the event before: its response stays as it is and is
	 * mailed its change link, unless a new answer would be refused for want of places.
	 *
	 * @return array{response: array, created: bool}|Problem
	 */
	private static function answered_before( array $old, array $fields, array $settings ) {
		if ( Responses::GOING === $fields['status'] && self::no_place( $old['event_id'], $fields['people'], $settings ) ) {
			return self::fully_booked();
		}
		Mails::already_answered( $old );
		return array(
			'response' => $old,
			'created'  => false,
		);
	}

	/** Whether going with $people finds no place now and no waiting list: what write() would refuse. */
	private static function no_place( int $event_id, int $people, array $settings ): bool {
		if ( $settings['limit'] < 0 || $settings['waiting_list'] ) {
			return false;
		}
		return Responses::counts( array( $event_id ) )[ $event_id ]['going_people'] + $people > $settings['limit'];
	}

	/**
	 * A change through the signed link (the visitor) or the report (the organizer: `$organizer`,
	 * status only, on any event; a response may be put on the waiting list or taken off it).
	 *
	 * @param array $changes Any of { name, people, status, guests, reason, message }.
	 * @return array|Problem The response as it is now.
	 */
	public static function change( array $response, array $changes, bool $organizer = false, ?int $now = null ) {
		$now = $now ?? time();
		if ( $organizer ) {
			$settings = self::settings( $response['event_id'] );
		} else {
			$event = self::open_event( $response['event_id'], $now );
			if ( is_wp_error( $event ) ) {
				return $event;
			}
			$settings = $event['settings'];
		}
		$status = Responses::normalise( (string) ( $changes['status'] ?? $response['status'] ) );
		$asked  = array_key_exists( 'status', $changes );
		if ( null === $status || ( ! $organizer && $asked && Responses::WAITING === $status ) ) {
			return Problem::invalid( 'status', $organizer ? __( 'The status must be going, maybe, not going or waiting.', 'eventin' ) : __( 'Answer going, maybe or not going.', 'eventin' ) );
		}
		for ( $try = 0; $try < 3; $try++ ) {
			$old = $try ? Responses::find( $response['id'] ) : $response;
			if ( ! $old ) {
				return self::not_found();
			}
			// Waiting people answering going again keep their place in the line (write()).
			$wanted = $asked ? $status : $old['status'];
			$fields = array(
				'name'    => array_key_exists( 'name', $changes ) ? sanitize_text_field( (string) $changes['name'] ) : $old['name'],
				'email'   => $old['email'],
				'people'  => array_key_exists( 'people', $changes ) ? (int) $changes['people'] : $old['people'],
				'status'  => $wanted,
				'guests'  => array_key_exists( 'guests', $changes ) ? self::guests( (array) $changes['guests'] ) : $old['guests'],
				// A reason not sent again stays with not going only.
				'reason'  => array_key_exists( 'reason', $changes ) ? sanitize_textarea_field( (string) $changes['reason'] ) : ( Responses::NOT_GOING === $wanted ? $old['reason'] : '' ),
				'message' => array_key_exists( 'message', $changes ) ? sanitize_textarea_field( (string) $changes['message'] ) : $old['message'],
				'user_id' => $old['user_id'],
			);
			if ( ! $organizer ) {
				$problem = self::check_people( $fields['people'], $wanted, $settings );
				if ( $problem ) {
					return $problem;
				}
			}
			$result = self::write( $response['event_id'], $old, $fields, $settings, $organizer, $now );
			if ( ! is_wp_error( $result ) || self::RETRY !== $result->get_error_code() ) {
				break;
			}
		}
		if ( is_wp_error( $result ) ) {
			return self::RETRY === $result->get_error_code() ? self::busy() : $result;
		}
		if ( ! $organizer ) {
			Mails::confirm( $result['response'] );
		}
		return $result['response'];
	}

	/**
	 * Deletes a response; places it held go back and the waiting list moves up.
	 *
	 * @return array|Problem The response as it was.
	 */
	public static function remove( array $response ) {
		for ( $try = 0; $try < 3; $try++ ) {
			$old = $try ? Responses::find( $response['id'] ) : $response;
			if ( ! $old ) {
				return self::not_found();
			}
			$result = Transaction::run(
				static function () use ( $old ) {
					if ( ! Responses::delete_as_read( $old ) ) {
						return Problem::conflict( self::RETRY, 'retry' );
					}
					Responses::forget_words( $old['id'] );
					if ( Responses::GOING === $old['status'] ) {
						Responses::release( $old['event_id'], $old['people'] );
					}
					Responses::count_move( $old['event_id'], $old['status'], '' );
					return $old;
				},
				self::failure()
			);
			if ( ! is_wp_error( $result ) || self::RETRY !== $result->get_error_code() ) {
				break;
			}
		}
		if ( is_wp_error( $result ) ) {
			return self::RETRY === $result->get_error_code() ? self::busy() : $result;
		}
		if ( Responses::GOING === $result['status'] ) {
			self::promote( $result['event_id'] );
		}
		return $result;
	}

	/**
	 * Moves waiting responses up, first come first served: each one that fits the places left
	 * goes, in its own transaction with a conditional UPDATE, and is mailed. A bigger party that
	 * does not fit keeps its place while smaller ones after it may go.
	 *
	 * @return int[] The ids moved up.
	 */
	public static function promote( int $event_id ): array {
		$settings = self::settings( $event_id );
		$moved    = array();
		$waiting  = Responses::waiting( $event_id, self::PROMOTE_SCAN );
		if ( ! $waiting ) {
			return $moved;
		}
		$now = time();
		foreach ( $waiting as $row ) {
			$id     = (int) $row['id'];
			$people = (int) $row['people'];
			$result = Transaction::run(
				static function () use ( $event_id, $id, $people, $settings, $now ) {
					if ( ! Responses::take( $event_id, $people, $settings['limit'] ) ) {
						return Problem::conflict( 'eventin_rsvp_full', 'full' );
					}
					if ( ! Responses::move_up( $id, $people, $now ) ) {
						return Problem::conflict( self::RETRY, 'retry' );
					}
					Responses::count_move( $event_id, Responses::WAITING, Responses::GOING );
					return true;
				},
				self::failure()
			);
			if ( true === $result ) {
				$moved[] = $id;
				Mails::promoted( $id );
				continue;
			}
			if ( is_wp_error( $result ) && 'eventin_rsvp_full' === $result->get_error_code() && $settings['limit'] >= 0 ) {
				$used = (int) ( Responses::counts( array( $event_id ) )[ $event_id ]['going_people'] ?? 0 );
				if ( $used >= $settings['limit'] ) {
					break;
				}
			}
		}
		return $moved;
	}

	/**
	 * Writes a response (new or changed) with its places, in one transaction: going takes places
	 * with a conditional UPDATE (when they do not fit, the waiting list if the event has one, else
	 * 'Fully booked.'); going less or no longer gives places back. Another request that changed
	 * the response first makes this one answer RETRY, having written nothing.
	 *
	 * @return array{response: array, freed: int}|Problem
	 */
	private static function write( int $event_id, ?array $old, array $fields, array $settings, bool $organizer, int $now ) {
		$result = Transaction::run(
			static function () use ( $event_id, $old, $fields, $settings, $organizer, $now ) {
				$held   = $old && Responses::GOING === $old['status'] ? $old['people'] : 0;
				$status = $fields['status'];
				if ( Responses::GOING === $status ) {
					$more = $fields['people'] - $held;
					if ( $more > 0 && ! Responses::take( $event_id, $more, $settings['limit'] ) ) {
						if ( $held > 0 || $organizer || ! $settings['waiting_list'] ) {
							return $held > 0
								/* translators: %d: a number of people */
								? Problem::conflict( 'eventin_rsvp_full', sprintf( _n( 'Fully booked: there is no place left for %d more person.', 'Fully booked: there are no places left for %d more people.', $more, 'eventin' ), $more ) )
								: self::fully_booked();
						}
						$status = Responses::WAITING;
					} elseif ( $more < 0 ) {
						Responses::release( $event_id, -$more );
					}
				} else {
					Responses::release( $event_id, $held );
				}
				$time   = gmdate( 'Y-m-d H:i:s', $now );
				$values = array(
					'name'          => $fields['name'],
					'email'         => $fields['email'],
					'people'        => $fields['people'],
					'status'        => $status,
					'guests'        => (string) wp_json_encode( array_values( $fields['guests'] ) ),
					'reason'        => $fields['reason'],
					'message'       => $fields['message'],
					'user_id'       => $fields['user_id'],
					'waiting_since' => Responses::WAITING !== $status ? 0 : ( $old && Responses::WAITING === $old['status'] ? $old['waiting_since'] : (int) floor( microtime( true ) * 1000000 ) ),
					'updated_at'    => $time,
				);
				if ( $old ) {
					if ( ! Responses::update_as_read( $old, $values ) && ! self::unchanged( $old, $values ) ) {
						return Problem::conflict( self::RETRY, 'retry' );
					}
					$id = $old['id'];
					if ( $old['name'] !== $values['name'] || $old['email'] !== $values['email'] ) {
						Responses::index_words( $event_id, $id, $values['name'], $values['email'] );
					}
				} else {
					$id = Responses::insert( $event_id, $values );
					if ( ! $id ) {
						// The same address answered at the same moment: this one tries again and finds it.
						return Problem::conflict( self::RETRY, 'retry' );
					}
					Responses::index_words( $event_id, $id, $values['name'], $values['email'] );
				}
				Responses::count_move( $event_id, $old ? $old['status'] : '', $status );
				$going_now = Responses::GOING === $status ? $fields['people'] : 0;
				return array(
					'id'    => $id,
					'freed' => max( 0, $held - $going_now ),
				);
			},
			self::failure()
		);
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		if ( $result['freed'] > 0 ) {
			self::promote( $event_id );
		}
		return array(
			'response' => Responses::find( $result['id'] ),
			'freed'    => $result['freed'],
		);
	}

	/** Whether an UPDATE that changed no row found the response as it would have written it (MySQL counts changed rows). */
	private static function unchanged( array $old, array $values ): bool {
		$now = Responses::find( $old['id'] );
		if ( ! $now || $now['updated_at'] !== $values['updated_at'] ) {
			return false;
		}
		foreach ( $values as $column => $value ) {
			$current = 'guests' === $column ? (string) wp_json_encode( $now['guests'] ) : (string) $now[ $column ];
			if ( (string) $value !== $current ) {
				return false;
			}
		}
		return true;
	}

	/** The people of a response within the event's least and most (not going takes none, so any count). */
	private static function check_people( int $people, string $status, array $settings ): ?Problem {
		if ( Responses::NOT_GOING === $status ) {
			return $people >= 1 ? null : Problem::invalid( 'people', __( 'The number of people must be 1 or more.', 'eventin' ) );
		}
		$least = max( 1, $settings['min_attendees'] );
		$most  = $settings['max_attendees'];
		if ( $people < $least || ( $most > 0 && $people > $most ) ) {
			$message = $most > 0
				/* translators: 1: the least people per response, 2: the most */
				? sprintf( __( 'Choose from %1$d to %2$d people.', 'eventin' ), $least, $most )
				/* translators: %d: the least people per response */
				: sprintf( _n( 'Choose at least %d person.', 'Choose at least %d people.', $least, 'eventin' ), $least );
			return Problem::invalid( 'people', $message );
		}
		return null;
	}

	/** @return string[] The guests' names, trimmed, without empty ones. */
	private static function guests( array $names ): array {
		$clean = array();
		foreach ( $names as $name ) {
			$name = sanitize_text_field( is_scalar( $name ) ? (string) $name : '' );
			if ( '' !== $name ) {
				$clean[] = $name;
			}
		}
		return $clean;
	}

	public static function not_found(): Problem {
		return Problem::not_found( 'eventin_rsvp_not_found', __( 'This response does not exist; it may have been deleted.', 'eventin' ) );
	}

	private static function fully_booked(): Problem {
		return Problem::conflict( 'eventin_rsvp_full', __( 'Fully booked.', 'eventin' ) );
	}

	private static function busy(): Problem {
		return Problem::conflict( 'eventin_rsvp_busy', __( 'This response was changed at the same moment. Please try again.', 'eventin' ) );
	}

	private static function failure(): Problem {
		return Problem::unavailable( 'eventin_rsvp_not_saved', __( 'The response could not be saved. Please try again.', 'eventin' ) );
	}
}
