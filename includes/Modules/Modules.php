<?php
namespace Eventin\Modules;

use Eventin\Database\Projection;

/**
 * The plugin's modules (Plugin::MODULES) and what they declare, for WordPress and for the
 * platform's loops (migrations, kept tables, settings, uninstall), which name no feature.
 */
final class Modules {
	/** @var Module[] */
	private static array $modules = array();

	/**
	 * Makes the modules and registers their hooks; content types on `init`, REST controllers on
	 * `rest_api_init`.
	 *
	 * @param array<int, class-string<Module>> $classes In the order their hooks and steps run.
	 */
	public static function boot( array $classes ): void {
		self::$modules = array_map( static fn( string $module_class ) => new $module_class(), $classes );
		add_action( 'init', array( self::class, 'register_content' ) );
		add_action( 'rest_api_init', array( self::class, 'register_routes' ) );
		foreach ( self::$modules as $module ) {
			foreach ( $module->hooks() as $hook ) {
				add_filter( $hook[0], $hook[1], $hook[2] ?? 10, $hook[3] ?? 1 );
			}
		}
	}

	/** @return Module[] */
	public static function all(): array {
		return self::$modules;
	}

	public static function register_content(): void {
		foreach ( self::$modules as $module ) {
			foreach ( $module->content() as $register ) {
				call_user_func( $register );
			}
		}
	}

	public static function register_routes(): void {
		foreach ( self::$modules as $module ) {
			foreach ( $module->controllers() as $controller ) {
				( new $controller() )->register_routes();
			}
		}
	}

	/** @return array<int, callable[]> version => its steps, versions in order */
	public static function migrations(): array {
		$steps = array();
		foreach ( self::$modules as $module ) {
			foreach ( $module->migrations() as $version => $step ) {
				$steps[ $version ][] = $step;
			}
		}
		ksort( $steps );
		return $steps;
	}

	/** @return array<string, Projection> */
	public static function projections(): array {
		return array_merge( ...array_map( static fn( Module $module ) => $module->projections(), self::$modules ) );
	}

	/** @return array<string, mixed> Every module's settings defaults. */
	public static function settings(): array {
		return array_merge( ...array_map( static fn( Module $module ) => $module->settings(), self::$modules ) );
	}

	/**
	 * What every module removes with the data, by kind.
	 *
	 * @return array<string, string[]>
	 */
	public static function data(): array {
		$data = array();
		foreach ( self::$modules as $module ) {
			foreach ( $module->data() as $kind => $names ) {
				$data[ $kind ] = array_merge( $data[ $kind ] ?? array(), $names );
			}
		}
		return $data;
	}
}
