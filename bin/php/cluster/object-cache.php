<?php
/**
 * A persistent object cache on Redis through phpredis, for the development cluster only
 * (`npm run cluster`, bin/lib/cluster.mjs copies it to wp-content/object-cache.php). Production
 * sites use a maintained drop-in such as the Redis Object Cache plugin's; this one exists so the
 * plugin is tested where every node shares one cache and nothing survives only in one node's memory.
 *
 * The whole wp_cache_* API core and the plugin use: groups, global and non-persistent groups,
 * expirations, add/replace/set/get/delete (and their _multiple forms), atomic incr/decr, flush
 * (all, by group, runtime). Values are PHP-serialized; integers are kept as `i:N;` so Redis can
 * add to them in one Lua step. When Redis cannot be reached the cache answers misses and writes
 * nothing: WordPress reads its database instead.
 *
 * wp-config.php names the server: EVENTIN_CLUSTER_REDIS_PORT (host 127.0.0.1), and
 * EVENTIN_CLUSTER_REDIS_PREFIX.
 */

defined( 'ABSPATH' ) || exit;

function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}

function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add( $key, $data, $group, (int) $expire );
}

function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	$done = array();
	foreach ( $data as $key => $value ) {
		$done[ $key ] = wp_cache_add( $key, $value, $group, $expire );
	}
	return $done;
}

function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, (int) $expire );
}

function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, $group, (int) $expire );
}

function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	$done = array();
	foreach ( $data as $key => $value ) {
		$done[ $key ] = wp_cache_set( $key, $value, $group, $expire );
	}
	return $done;
}

function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
}

function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( (array) $keys, $group, $force );
}

function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, $group );
}

function wp_cache_delete_multiple( array $keys, $group = '' ) {
	$done = array();
	foreach ( $keys as $key ) {
		$done[ $key ] = wp_cache_delete( $key, $group );
	}
	return $done;
}

function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, (int) $offset, $group );
}

function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, -(int) $offset, $group );
}

function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}

function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}

function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( $group );
}

function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

function wp_cache_close() {
	return true;
}

function wp_cache_add_global_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_global_groups( (array) $groups );
}

function wp_cache_add_non_persistent_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( (array) $groups );
}

function wp_cache_switch_to_blog( $blog_id ) {
	$GLOBALS['wp_object_cache']->switch_to_blog( (int) $blog_id );
}

function wp_cache_reset() {
	$GLOBALS['wp_object_cache']->flush_runtime();
}

class WP_Object_Cache { // phpcs:ignore Squiz.Classes.ValidClassName -- a drop-in's class has core's name.
	/** Adds to a kept integer and keeps its expiry; false when the key is missing or no integer. */
	private const INCR = <<<'LUA'
local value = redis.call('GET', KEYS[1])
if not value then return false end
local number = string.match(value, '^i:(%-?%d+);$')
if not number then return false end
local result = tonumber(number) + tonumber(ARGV[1])
if result < 0 then result = 0 end
redis.call('SET', KEYS[1], 'i:' .. result .. ';', 'KEEPTTL')
return result
LUA;

	/** @var Redis|null */
	private $redis = null;

	/** @var array<string, mixed> This request's copies, by full key. */
	private $local = array();

	private $global_groups = array();

	private $non_persistent_groups = array();

	private $blog_prefix = '';

	private $prefix;

	public $cache_hits = 0;

	public $cache_misses = 0;

	public function __construct() {
		$this->prefix      = ( defined( 'EVENTIN_CLUSTER_REDIS_PREFIX' ) ? EVENTIN_CLUSTER_REDIS_PREFIX : 'wp' ) . ':';
		$this->blog_prefix = is_multisite() ? get_current_blog_id() . ':' : '';
		try {
			$redis = new Redis();
			if ( $redis->connect( '127.0.0.1', defined( 'EVENTIN_CLUSTER_REDIS_PORT' ) ? (int) EVENTIN_CLUSTER_REDIS_PORT : 6379, 1.0 ) ) {
				$this->redis = $redis;
			}
		} catch ( Throwable $error ) {
			error_log( 'object-cache.php: Redis is not answering: ' . $error->getMessage() ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions -- a drop-in loads before any plugin: PHP's log is its only one.
		}
	}

	/** Whether Redis answers (the cluster's node header says so). */
	public function connected(): bool {
		return null !== $this->redis;
	}

	private function key( $key, $group ): string {
		$group = '' === (string) $group ? 'default' : (string) $group;
		$blog  = isset( $this->global_groups[ $group ] ) ? '' : $this->blog_prefix;
		return $this->prefix . $blog . $group . ':' . $key;
	}

	private function persistent( $group ): bool {
		return null !== $this->redis && ! isset( $this->non_persistent_groups[ '' === (string) $group ? 'default' : (string) $group ] );
	}

	/** Runs a Redis command; a failure is a miss (false), logged. */
	private function call( callable $command ) {
		try {
			return $command( $this->redis );
		} catch ( Throwable $error ) {
			error_log( 'object-cache.php: ' . $error->getMessage() ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions -- a drop-in loads before any plugin: PHP's log is its only one.
			return false;
		}
	}

	private static function copy( $data ) {
		return is_object( $data ) ? clone $data : $data;
	}

	public function add( $key, $data, $group = 'default', $expire = 0 ) {
		if ( wp_suspend_cache_addition() ) {
			return false;
		}
		return $this->write( $key, $data, $group, $expire, array( 'nx' ) );
	}

	public function replace( $key, $data, $group = 'default', $expire = 0 ) {
		return $this->write( $key, $data, $group, $expire, array( 'xx' ) );
	}

	public function set( $key, $data, $group = 'default', $expire = 0 ) {
		return $this->write( $key, $data, $group, $expire, array() );
	}

	private function write( $key, $data, $group, $expire, array $options ) {
		$full = $this->key( $key, $group );
		if ( $this->persistent( $group ) ) {
			if ( $expire > 0 ) {
				$options['ex'] = $expire;
			}
			$done = $this->call( static fn( $redis ) => $redis->set( $full, serialize( $data ), $options ) );
			if ( ! $done ) {
				// Not added or replaced: what Redis holds is the truth, not a stale local copy.
				unset( $this->local[ $full ] );
				return false;
			}
		} elseif ( ( in_array( 'nx', $options, true ) && array_key_exists( $full, $this->local ) ) || ( in_array( 'xx', $options, true ) && ! array_key_exists( $full, $this->local ) ) ) {
			return false;
		}
		$this->local[ $full ] = self::copy( $data );
		return true;
	}

	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$full = $this->key( $key, $group );
		if ( array_key_exists( $full, $this->local ) && ( ! $force || ! $this->persistent( $group ) ) ) {
			$found = true;
			++$this->cache_hits;
			return self::copy( $this->local[ $full ] );
		}
		$value = $this->persistent( $group ) ? $this->call( static fn( $redis ) => $redis->get( $full ) ) : false;
		if ( false === $value ) {
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$found                = true;
		$data                 = unserialize( $value );
		$this->local[ $full ] = $data;
		++$this->cache_hits;
		return self::copy( $data );
	}

	public function get_multiple( array $keys, $group = 'default', $force = false ) {
		$values = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = $this->get( $key, $group, $force );
		}
		return $values;
	}

	public function delete( $key, $group = 'default' ) {
		$full    = $this->key( $key, $group );
		$present = array_key_exists( $full, $this->local );
		unset( $this->local[ $full ] );
		if ( $this->persistent( $group ) ) {
			return (bool) $this->call( static fn( $redis ) => $redis->del( $full ) );
		}
		return $present;
	}

	public function incr( $key, $offset, $group = 'default' ) {
		$full = $this->key( $key, $group );
		if ( ! $this->persistent( $group ) ) {
			if ( ! isset( $this->local[ $full ] ) || ! is_numeric( $this->local[ $full ] ) ) {
				return false;
			}
			$this->local[ $full ] = max( 0, (int) $this->local[ $full ] + $offset );
			return $this->local[ $full ];
		}
		$result = $this->call( static fn( $redis ) => $redis->eval( self::INCR, array( $full, $offset ), 1 ) );
		if ( false === $result ) {
			// Kept as another type (a numeric string): add to it the slow way.
			$value = $this->get( $key, $group, true );
			if ( false === $value || ! is_numeric( $value ) ) {
				return false;
			}
			$result = max( 0, (int) $value + $offset );
			$this->set( $key, $result, $group );
			return $result;
		}
		$this->local[ $full ] = (int) $result;
		return (int) $result;
	}

	public function flush() {
		$this->local = array();
		if ( null !== $this->redis ) {
			$prefix = $this->prefix;
			return (bool) $this->call( static fn( $redis ) => self::delete_matching( $redis, $prefix . '*' ) );
		}
		return true;
	}

	public function flush_runtime() {
		$this->local = array();
		return true;
	}

	public function flush_group( $group ) {
		$match = $this->key( '', $group );
		foreach ( array_keys( $this->local ) as $full ) {
			if ( str_starts_with( $full, $match ) ) {
				unset( $this->local[ $full ] );
			}
		}
		if ( $this->persistent( $group ) ) {
			return (bool) $this->call( static fn( $redis ) => self::delete_matching( $redis, $match . '*' ) );
		}
		return true;
	}

	private static function delete_matching( Redis $redis, string $pattern ): bool {
		$cursor = null;
		do {
			$keys = $redis->scan( $cursor, $pattern, 1000 );
			if ( $keys ) {
				$redis->del( $keys );
			}
		} while ( $cursor > 0 );
		return true;
	}

	public function add_global_groups( array $groups ) {
		$this->global_groups = array_merge( $this->global_groups, array_fill_keys( $groups, true ) );
	}

	public function add_non_persistent_groups( array $groups ) {
		$this->non_persistent_groups = array_merge( $this->non_persistent_groups, array_fill_keys( $groups, true ) );
	}

	public function switch_to_blog( $blog_id ) {
		$this->blog_prefix = is_multisite() ? (int) $blog_id . ':' : '';
	}

	public function stats() {
		echo '<p>Redis object cache: ' . (int) $this->cache_hits . ' hits, ' . (int) $this->cache_misses . ' misses.</p>';
	}
}
