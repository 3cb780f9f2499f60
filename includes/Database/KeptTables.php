<?php
namespace Eventin\Database;

/**
 * Every table the plugin keeps from others, as the modules declare them (Module::projections(),
 * gathered by Modules::projections()), with the rebuild that recomputes each from its sources.
 * `npm run verify` recomputes them inside a transaction it rolls back and lists what differs
 * (drift()); `npm run reindex` rebuilds them (rebuild()).
 */
final class KeptTables {
	/**
	 * Rebuilds every kept table from its sources.
	 *
	 * @param array<string, Projection> $projections
	 */
	public static function rebuild( array $projections ): void {
		foreach ( $projections as $projection ) {
			$projection->rebuild();
		}
	}

	/**
	 * Every projection's drift (Projection::drift()), changing nothing.
	 *
	 * @param array<string, Projection> $projections
	 * @return array<int, array{table: string, key: string, kept: ?string, true: ?string}>
	 */
	public static function drift( array $projections ): array {
		return array_merge( ...array_values( array_map( static fn( Projection $projection ) => $projection->drift(), $projections ) ) );
	}
}
