import {
	checkNewDomain,
	MAX_REGISTERED_DOMAINS,
	domainFromEntry,
} from '../domains';

describe( 'domainFromEntry', () => {
	it.each( [
		[ 'example.com', 'example.com' ],
		[ 'sub.example.com', 'sub.example.com' ],
		[ '*.example.com', '*.example.com' ],
		[ '  Example.COM ', 'example.com' ],
		[ 'my-site.co.uk', 'my-site.co.uk' ],
		[ 'https://Example.com/path?x=1#top', 'example.com' ],
		[ 'http://events.example.com:8080/', 'events.example.com' ],
		[ 'bücher.de', 'xn--bcher-kva.de' ],
		[ '*.bücher.de', '*.xn--bcher-kva.de' ],
		[ 'localhost', 'localhost' ],
		[ 'ftp://Files.Example.com/x', 'files.example.com' ],
	] )( 'takes %p as %p', ( text, domain ) => {
		expect( domainFromEntry( text ) ).toBe( domain );
	} );

	it.each( [
		'',
		'foo bar',
		'example',
		'*.localhost',
		'example.xn--p1ai',
		'example.com/path',
		'example.com:8080',
		'*.com',
		'*example.com',
		'sub.*.example.com',
		'-example.com',
		'example-.com',
		'exa_mple.com',
		'192.168.0.1',
		'mailto:me@example.com',
		'https://',
		'example..com',
		'.example.com',
		'example.com.',
		`${ 'a'.repeat( 64 ) }.com`,
		`${ 'abcdefghi.'.repeat( 26 ) }com`,
	] )( 'rejects %p', ( text ) => {
		expect( domainFromEntry( text ) ).toBeNull();
	} );
} );

describe( 'checkNewDomain', () => {
	it( 'gives the domain to add', () => {
		expect(
			checkNewDomain( 'https://Example.com/path', [ 'other.org' ] )
		).toEqual( { domain: 'example.com' } );
	} );

	it( 'asks for a domain when nothing is typed', () => {
		expect( checkNewDomain( '  ', [] ) ).toEqual( {
			error: 'Enter a domain name, like example.com.',
		} );
	} );

	it( 'says what is not a domain name', () => {
		expect( checkNewDomain( ' foo bar ', [] ) ).toEqual( {
			error: '“foo bar” is not a domain name, like example.com.',
		} );
	} );

	it( 'refuses duplicates, whatever their case or form', () => {
		expect(
			checkNewDomain( 'https://EXAMPLE.com', [ 'example.com' ] )
		).toEqual( { error: 'example.com is already in the list.' } );
	} );

	it( 'refuses more than the limit', () => {
		const full = Array.from(
			{ length: MAX_REGISTERED_DOMAINS },
			( _, index ) => `site${ index }.example.com`
		);
		expect( checkNewDomain( 'one-more.com', full ) ).toEqual( {
			error: 'The list holds at most 50 domains.',
		} );
	} );
} );
