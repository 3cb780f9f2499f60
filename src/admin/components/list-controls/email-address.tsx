/**
 * An e-mail address in a narrow cell: it may wrap only where a reader
 * expects, after the @ and before each dot (a <wbr> there), never inside a
 * word. Its text is the whole address.
 */
import { Fragment } from '@wordpress/element';

/**
 * The address in pieces, each ending before a dot or after the @.
 *
 * @param email The address.
 */
export function emailParts( email: string ): string[] {
	return email.split( /(?<=@)|(?=\.)/ ).filter( Boolean );
}

export default function EmailAddress( {
	email,
	className,
}: {
	email: string;
	className?: string;
} ) {
	return (
		<span
			className={ [ 'eventin-email', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ emailParts( email ).map( ( part, index ) => (
				<Fragment key={ index }>
					{ index > 0 && <wbr /> }
					{ part }
				</Fragment>
			) ) }
		</span>
	);
}
