import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const WP_DIR = path.join( ROOT, '.wp' );
export const CACHE_DIR = path.join( WP_DIR, 'cache' );
export const SITES_DIR = path.join( WP_DIR, 'sites' );
export const PHP_DIR = path.join( ROOT, 'bin', 'php' );
