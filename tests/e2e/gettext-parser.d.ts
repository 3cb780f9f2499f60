/**
 * The part of gettext-parser (1.x, no types of its own) that plugin-zip.spec.ts reads a .pot with.
 */
declare module 'gettext-parser' {
	export type PoEntry = {
		msgid: string;
		msgctxt?: string;
		msgid_plural?: string;
		msgstr: string[];
		comments?: {
			reference?: string;
			extracted?: string;
			flag?: string;
			translator?: string;
		};
	};
	export type Po = {
		charset: string;
		headers: Record< string, string >;
		translations: Record< string, Record< string, PoEntry > >;
	};
	const gettextParser: {
		po: { parse: ( input: Buffer | string ) => Po };
	};
	export default gettextParser;
}
