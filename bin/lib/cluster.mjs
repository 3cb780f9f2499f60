/**
 * The development cluster (`npm run cluster`, `npm run test:cluster`): WordPress as a host that
 * outgrew one server runs it, on loopback.
 *
 * - redis-server on a private port, the object cache of every node (bin/php/cluster/object-cache.php);
 * - two PHP-FPM masters, nodes a and b, each with its own pool, temporary folder and opcache, and
 *   EVENTIN_NODE in its environment (bin/php/cluster/eventin-cluster-node.php says it in a header);
 * - nginx: the balancer on PORT (round robin) proxying over HTTP from 127.0.0.2 (so the nodes can
 *   trust it as a proxy apart from the visitors) to one server per node, on PORT+1 and PORT+2,
 *   which hand PHP to their node's FPM.
 *
 * The site's database is the MariaDB of `DB=mariadb`, its uploads folder is shared, and its jobs run
 * from a system-cron loop (the caller's), never from a visitor's request.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { WP_DIR } from './paths.mjs';
import { ensurePackages } from './prerequisites.mjs';
import { fail } from './log.mjs';

export const CLUSTER_PACKAGES = [
	'nginx',
	'php8.2-fpm',
	'redis-server',
	'php-redis',
];

/** The balancer's own address towards the nodes: their one trusted proxy. */
export const BALANCER_ADDRESS = '127.0.0.2';

export const NODES = [ 'a', 'b' ];

/**
 * Starts a long-running server in the foreground of its own process group; its output goes to a
 * log file. Resolves to a stop function.
 *
 * @param {string}   command
 * @param {string[]} args
 * @param {string}   logFile
 */
function run( command, args, logFile ) {
	const child = spawn( command, args, {
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		detached: true,
	} );
	const out = fs.createWriteStream( logFile, { flags: 'a' } );
	child.stdout.pipe( out );
	child.stderr.pipe( out );
	const exited = new Promise( ( resolve ) => child.once( 'exit', resolve ) );
	const kill = () => {
		try {
			process.kill( -child.pid, 'SIGTERM' );
		} catch {}
	};
	process.once( 'exit', kill );
	return {
		child,
		async stop() {
			if ( child.exitCode === null && child.signalCode === null ) {
				kill();
				await exited;
			}
		},
	};
}

async function waitFor( check, what, server ) {
	for ( let attempt = 0; attempt < 100; attempt++ ) {
		if ( server && server.child.exitCode !== null ) {
			fail( `${ what } stopped at once; see its log in .wp/cluster.` );
		}
		if ( await check() ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	fail(
		`${ what } did not start within 10 seconds; see its log in .wp/cluster.`
	);
}

/**
 * Redis, before WordPress is installed (the installer already writes through the cache).
 *
 * @param {string} name The site's name (its folder under .wp/cluster).
 * @param {number} port
 */
export async function startRedis( name, port ) {
	ensurePackages( CLUSTER_PACKAGES, { start: false } );
	const dir = path.join( WP_DIR, 'cluster', name );
	fs.mkdirSync( dir, { recursive: true } );
	const redis = run(
		'redis-server',
		[
			'--port',
			String( port ),
			'--bind',
			'127.0.0.1',
			'--save',
			'',
			'--appendonly',
			'no',
			'--dir',
			dir,
			// What a host's cache does when full: evict, not fail.
			'--maxmemory',
			'256mb',
			'--maxmemory-policy',
			'allkeys-lru',
		],
		path.join( dir, 'redis.log' )
	);
	const { createConnection } = await import( 'node:net' );
	const answers = () =>
		new Promise( ( resolve ) => {
			const socket = createConnection( port, '127.0.0.1' );
			socket.once( 'connect', () => {
				socket.write( 'PING\r\n' );
			} );
			socket.once( 'data', ( data ) => {
				socket.destroy();
				resolve( data.toString().startsWith( '+PONG' ) );
			} );
			socket.once( 'error', () => resolve( false ) );
		} );
	await waitFor( answers, 'redis-server', redis );
	return redis;
}

/**
 * The two nodes and the balancer, once the site is installed.
 *
 * @param {Object} site The site (dir, name).
 * @param {number} port The balancer's; the nodes' are the next two.
 * @return {Promise<{stop: Function, stopNode: Function, startNode: Function}>}
 */
export async function startNodes( site, port ) {
	const dir = path.join( WP_DIR, 'cluster', site.name );
	const socket = ( node ) => `/tmp/eventin-fpm-${ site.name }-${ node }.sock`;
	const fpm = {};
	const startNode = async ( node ) => {
		const tmp = path.join( dir, `tmp-${ node }` );
		fs.mkdirSync( tmp, { recursive: true } );
		fs.rmSync( socket( node ), { force: true } );
		const conf = path.join( dir, `fpm-${ node }.conf` );
		fs.writeFileSync(
			conf,
			`[global]
pid = ${ path.join( dir, `fpm-${ node }.pid` ) }
error_log = ${ path.join( dir, `fpm-${ node }.log` ) }
daemonize = no

[node-${ node }]
user = root
group = root
listen = ${ socket( node ) }
pm = static
pm.max_children = 4
clear_env = no
catch_workers_output = yes
env[EVENTIN_NODE] = ${ node }
php_admin_value[sys_temp_dir] = ${ tmp }
php_admin_value[upload_tmp_dir] = ${ tmp }
php_admin_value[memory_limit] = 256M
php_admin_value[opcache.enable] = 1
`
		);
		fpm[ node ] = run(
			'php-fpm8.2',
			[ '--nodaemonize', '--allow-to-run-as-root', '--fpm-config', conf ],
			path.join( dir, `fpm-${ node }.out.log` )
		);
		await waitFor(
			() => fs.existsSync( socket( node ) ),
			`PHP-FPM node ${ node }`,
			fpm[ node ]
		);
	};
	for ( const node of NODES ) {
		await startNode( node );
	}

	const nodePort = ( node ) => port + 1 + NODES.indexOf( node );
	for ( const temp of [ 'client', 'proxy', 'fastcgi', 'uwsgi', 'scgi' ] ) {
		fs.mkdirSync( path.join( dir, 'nginx', temp ), { recursive: true } );
	}
	const nodeServer = ( node ) => `
	server {
		listen 127.0.0.1:${ nodePort( node ) };
		root ${ site.dir };
		index index.php;
		location / {
			try_files $uri $uri/ /index.php?$args;
		}
		# Export files are downloaded through the REST API only (includes/Exports/Files.php).
		location ^~ /wp-content/uploads/eventin-exports {
			return 404;
		}
		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			# Debian's fastcgi_params send the host without its port; WordPress's URLs need it.
			fastcgi_param HTTP_HOST $http_host;
			fastcgi_pass unix:${ socket( node ) };
			fastcgi_read_timeout 300s;
		}
	}`;
	const conf = path.join( dir, 'nginx.conf' );
	fs.writeFileSync(
		conf,
		`# Written by bin/lib/cluster.mjs at every start.
daemon off;
master_process on;
worker_processes 2;
user root;
pid ${ path.join( dir, 'nginx.pid' ) };
error_log ${ path.join( dir, 'nginx-error.log' ) } warn;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log off;
	client_max_body_size 64m;
	client_body_temp_path ${ path.join( dir, 'nginx', 'client' ) };
	proxy_temp_path ${ path.join( dir, 'nginx', 'proxy' ) };
	fastcgi_temp_path ${ path.join( dir, 'nginx', 'fastcgi' ) };
	uwsgi_temp_path ${ path.join( dir, 'nginx', 'uwsgi' ) };
	scgi_temp_path ${ path.join( dir, 'nginx', 'scgi' ) };

	upstream eventin_nodes {
		${ NODES.map( ( node ) => `server 127.0.0.1:${ nodePort( node ) } max_fails=1 fail_timeout=5s;` ).join( '\n\t\t' ) }
	}

	# The balancer: round robin; a node that refuses connections is skipped.
	server {
		listen 127.0.0.1:${ port };
		location / {
			proxy_pass http://eventin_nodes;
			proxy_bind ${ BALANCER_ADDRESS };
			proxy_http_version 1.1;
			proxy_set_header Connection "";
			proxy_set_header Host $http_host;
			proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
			proxy_set_header X-Forwarded-Proto $scheme;
			# A node whose PHP is down (its server answers 502 before PHP runs anything) is skipped,
			# also for POSTs: nothing of them ran there.
			proxy_next_upstream error http_502 non_idempotent;
			proxy_read_timeout 300s;
			proxy_buffering off;
		}
	}
${ NODES.map( nodeServer ).join( '\n' ) }
}
`
	);
	const nginx = run(
		'nginx',
		[ '-c', conf, '-e', path.join( dir, 'nginx-error.log' ) ],
		path.join( dir, 'nginx.out.log' )
	);
	await waitFor(
		async () => {
			try {
				return (
					await fetch( `http://127.0.0.1:${ port }/wp-login.php` )
				).ok;
			} catch {
				return false;
			}
		},
		'nginx',
		nginx
	);
	return {
		nodePort,
		/**
		 * Kills a node's PHP (its nginx server stays and answers 502, as a dead backend does).
		 * @param node
		 */
		async stopNode( node ) {
			await fpm[ node ].stop();
		},
		startNode,
		async stop() {
			await nginx.stop();
			for ( const node of NODES ) {
				await fpm[ node ].stop();
			}
		},
	};
}
