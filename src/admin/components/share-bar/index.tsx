/**
 * A bar of a share, 0 to 100 (tickets sold, places taken, mails sent), read
 * out by screen readers as its label and its own words.
 *
 *     <ShareBar share={ 40 } label="Tickets sold" valueText="40% sold" />
 *
 * @param props           The bar.
 * @param props.share     0 to 100.
 * @param props.label     What it measures.
 * @param props.valueText The share in words.
 * @param props.className More classes.
 */
export default function ShareBar( {
	share,
	label,
	valueText,
	className,
}: {
	share: number;
	label: string;
	valueText: string;
	className?: string;
} ) {
	return (
		<div
			className={
				className
					? `eventin-sold__bar ${ className }`
					: 'eventin-sold__bar'
			}
			role="progressbar"
			aria-label={ label }
			aria-valuemin={ 0 }
			aria-valuemax={ 100 }
			aria-valuenow={ share }
			aria-valuetext={ valueText }
		>
			<div
				className="eventin-sold__fill"
				style={ { width: `${ share }%` } }
			/>
		</div>
	);
}
