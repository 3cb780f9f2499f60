/**
 * Every eventin/v2 route describes itself in the namespace index (GET /wp-json/eventin/v2 with
 * context=help), so people and clients can read each field, and WordPress refuses wrong types
 * before our code runs. The rule, for every route of the namespace but the index itself:
 * - the route has a `schema`: an object type with a title, and `properties` (or, for answers keyed
 *   by name, `additionalProperties`); each property has a type and a description;
 * - every endpoint (each group of methods) declares `args`, never none: its path parameters
 *   ({id}, {role}) are always among them, and every GET declares `context`, as WordPress's own
 *   routes do; an endpoint that takes nothing else declares `context` too;
 * - every arg has a type and a description, and so does every field nested in an arg or a schema
 *   (WordPress needs the type to check and sanitize it).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api } from './client.mjs';

const index = await api( 'GET', '?context=help', { as: 'admin' } );

/**
 * The nested fields of a schema node without a type or a description, by dotted path.
 *
 * @param {Object} node The schema node.
 * @param {string} path Its path.
 * @return {string[]} The paths.
 */
function undescribed( node, path ) {
	const children = [
		...Object.entries( node.properties ?? {} ).map( ( [ key, child ] ) => [
			`${ path }.${ key }`,
			child,
		] ),
		...[ node.items, node.additionalProperties ]
			.filter( ( child ) => child && typeof child === 'object' )
			.map( ( child ) => [ `${ path }.*`, child ] ),
	];
	return children.flatMap( ( [ childPath, child ] ) => [
		...( child.type ? [] : [ `${ childPath } (type)` ] ),
		...( child.description || childPath.endsWith( '*' )
			? []
			: [ `${ childPath } (description)` ] ),
		...undescribed( child, childPath ),
	] );
}
const routes = Object.entries( index.body.routes ?? {} ).filter(
	( [ route ] ) => route !== '/eventin/v2'
);

test( 'the namespace index lists the routes', () => {
	assert.equal( index.status, 200 );
	assert.ok( routes.length >= 20, `only ${ routes.length } routes` );
	for ( const route of [
		'/eventin/v2/events',
		'/eventin/v2/events/(?P<id>\\d+)',
		'/eventin/v2/license/deactivate',
	] ) {
		assert.ok(
			routes.some( ( [ name ] ) => name === route ),
			`${ route } is listed`
		);
	}
} );

for ( const [ route, data ] of routes ) {
	// As WordPress shows it to people, e.g. /eventin/v2/events/{id}.
	const name = route.replace( /\(\?P<(\w+)>[^)]*\)/g, '{$1}' );
	test( `${ name } describes itself`, () => {
		const { schema } = data;
		assert.equal( typeof schema, 'object', 'it has a schema' );
		assert.equal( schema.type, 'object' );
		assert.ok( schema.title, 'the schema has a title' );
		const properties = schema.properties ?? {};
		assert.ok(
			Object.keys( properties ).length > 0 ||
				typeof schema.additionalProperties === 'object',
			'the schema has properties'
		);
		for ( const [ field, property ] of Object.entries( properties ) ) {
			assert.ok( property.type, `property ${ field } has a type` );
			assert.ok(
				property.description,
				`property ${ field } has a description`
			);
		}
		assert.deepEqual( undescribed( schema, 'schema' ), [] );

		const pathParams = [ ...route.matchAll( /\(\?P<(\w+)>/g ) ].map(
			( match ) => match[ 1 ]
		);
		for ( const endpoint of data.endpoints ) {
			const methods = endpoint.methods.join( ', ' );
			const args = endpoint.args ?? {};
			assert.ok(
				Object.keys( args ).length > 0,
				`${ methods } declares args`
			);
			for ( const param of pathParams ) {
				assert.ok(
					args[ param ],
					`${ methods } declares {${ param }}`
				);
			}
			if ( endpoint.methods.includes( 'GET' ) ) {
				assert.ok( args.context, `${ methods } declares context` );
			}
			for ( const [ field, arg ] of Object.entries( args ) ) {
				assert.ok( arg.type, `${ methods } ${ field } has a type` );
				assert.ok(
					arg.description,
					`${ methods } ${ field } has a description`
				);
				assert.deepEqual( undescribed( arg, field ), [] );
			}
		}
	} );
}

test( 'wrong types are refused before our code runs, naming the field; permission answers first', async () => {
	const body = {
		title: 'Typed',
		start_date: '2030-01-01',
		tickets: [ { name: 'Early', price: 'free' } ],
	};
	const refused = await api( 'POST', 'events', { as: 'admin', body } );
	assert.equal( refused.status, 400 );
	assert.deepEqual( refused.body.data.params, {
		'tickets.0.price': 'The price of "Early" must be a number, 0 or more.',
	} );
	assert.equal(
		refused.body.message,
		'The price of "Early" must be a number, 0 or more.'
	);
	assert.equal( ( await api( 'POST', 'events', { body } ) ).status, 401 );
	assert.equal(
		( await api( 'POST', 'events', { as: 'subscriber', body } ) ).status,
		403
	);
} );
