<?php
namespace Eventin\Tests\Modules;

use Eventin\Modules\Modules;
use Eventin\Modules\OurRequest;
use Eventin\Plugin;
use ReflectionMethod;
use Eventin\Tests\TestCase;

/**
 * What the modules declare is there: a callback names its class as a string and loads only when
 * its hook fires, so a class or method renamed and not followed would fail on that request only.
 */
final class ModulesTest extends TestCase {
	public function test_every_module_of_the_plugin_is_booted_once_in_its_order(): void {
		$this->assertSame( Plugin::MODULES, array_map( 'get_class', Modules::all() ) );
	}

	public function test_every_declared_callback_can_be_called_as_declared(): void {
		$checked = 0;
		foreach ( Modules::all() as $module ) {
			$callbacks = array_merge(
				array_map( static fn( array $hook ) => $hook[1], $module->hooks() ),
				$module->content(),
				array_values( $module->migrations() )
			);
			foreach ( $callbacks as $callback ) {
				if ( $callback instanceof OurRequest ) {
					$callback = $callback->callback;
				}
				$name = get_class( $module ) . ': ' . ( is_array( $callback ) ? implode( '::', array_map( static fn( $part ) => is_object( $part ) ? get_class( $part ) : $part, $callback ) ) : 'a closure' );
				$this->assertTrue( is_callable( $callback ), "{$name} cannot be called" );
				if ( is_array( $callback ) && is_string( $callback[0] ) ) {
					$this->assertTrue( ( new ReflectionMethod( $callback[0], $callback[1] ) )->isStatic(), "{$name} is named by its class, so it must be static" );
				}
				++$checked;
			}
			foreach ( $module->controllers() as $controller ) {
				$this->assertTrue( method_exists( $controller, 'register_routes' ), get_class( $module ) . ": {$controller} registers no routes" );
			}
		}
		$this->assertGreaterThan( 50, $checked );
	}
}
