/**
 * The block editor's script (build/blocks.js, block.json's editorScript): the
 * widget block and the 'Eventin widgets' sidebar.
 */
import './widget';
import './sidebar';
import './style.scss';
