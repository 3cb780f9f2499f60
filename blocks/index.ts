/**
 * The block's editor script (build/blocks.js, block.json's editorScript): the
 * widget block, in every block editor.
 */
import './widget';
import './style.scss';
