<?php
namespace Eventin\Modules;

/**
 * A callback for a hook that serves one of our own pages (template_redirect, parse_request),
 * called only when the request names one (Module::asks_ours()), so a page of the site that does
 * not loads none of their classes. Answers the hook's first argument otherwise. An object, not a
 * closure, so what it calls can be checked (tests/php/Modules/ModulesTest).
 */
final class OurRequest {
	/**
	 * @param array{0: class-string, 1: string} $callback Not typed callable: checking it would load its class.
	 */
	public function __construct( public readonly array $callback ) {
	}

	public function __invoke( ...$args ) {
		return Module::asks_ours() ? call_user_func_array( $this->callback, $args ) : ( $args[0] ?? null );
	}
}
