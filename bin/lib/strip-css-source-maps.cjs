/**
 * A webpack loader that drops the inline source maps emotion's development build writes into its
 * CSS strings (`/*# sourceMappingURL=data:application/json;…base64,… *\/`). They are CSS comments:
 * the styles stay exactly the same. @wordpress/dataviews/wp is built with its development branch
 * of emotion baked in, so about a third of its bytes are these comments.
 *
 * @param {string} source A module's code.
 * @return {string} The code without them.
 */
module.exports = function stripCssSourceMaps( source ) {
	return source.replace(
		/\/\*# sourceMappingURL=data:application\/json;charset=utf-8;base64,[A-Za-z0-9+/=]* \*\//g,
		''
	);
};
