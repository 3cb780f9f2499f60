<?php
namespace Eventin\Mail;

use DOMDocument;
use DOMElement;
use DOMNode;

/**
 * Our own plain-text part of a mail, made from its HTML (mail clients that show text, and spam
 * filters, read it).
 */
final class Text {
	/**
	 * A mail's HTML as plain text: a paragraph a block, headings underlined, tables in aligned
	 * columns (right-aligned cells to the right), links followed by their address.
	 */
	public static function from_html( string $html ): string {
		$document = new DOMDocument();
		$errors   = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		libxml_clear_errors();
		libxml_use_internal_errors( $errors );
		$body   = $document->getElementsByTagName( 'body' )->item( 0 );
		$blocks = array();
		foreach ( $body ? $body->childNodes : array() as $node ) {
			$name = strtolower( $node->nodeName );
			if ( 'table' === $name ) {
				$block = self::text_table( $node );
			} elseif ( in_array( $name, array( 'h1', 'h2', 'h3' ), true ) ) {
				$block = self::inline( $node );
				$block = '' === $block ? '' : $block . "\n" . str_repeat( '=', mb_strlen( $block ) );
			} else {
				$block = self::inline( $node );
			}
			if ( '' !== $block ) {
				$blocks[] = $block;
			}
		}
		return implode( "\n\n", $blocks ) . "\n";
	}

	/** A node's text on its lines: spaces collapsed, <br> a new line, a link's address after it. */
	private static function inline( DOMNode $node ): string {
		$text = self::inline_raw( $node );
		return trim( implode( "\n", array_map( 'trim', explode( "\n", $text ) ) ) );
	}

	private static function inline_raw( DOMNode $node ): string {
		if ( XML_TEXT_NODE === $node->nodeType ) {
			return (string) preg_replace( '/[ \t\r\n]+/', ' ', (string) $node->nodeValue );
		}
		$name = strtolower( $node->nodeName );
		if ( 'br' === $name ) {
			return "\n";
		}
		$text = '';
		foreach ( $node->childNodes as $child ) {
			$text .= self::inline_raw( $child );
		}
		if ( 'a' === $name && $node instanceof DOMElement ) {
			$href = $node->getAttribute( 'href' );
			if ( '' !== $href && trim( $text ) !== $href ) {
				$text .= ': ' . $href;
			}
		}
		return $text;
	}

	/** A table as columns three spaces apart, each as wide as its widest cell. */
	private static function text_table( DOMNode $table ): string {
		$gap  = 3;
		$rows = array();
		foreach ( $table instanceof DOMElement ? $table->getElementsByTagName( 'tr' ) : array() as $tr ) {
			$cells = array();
			foreach ( $tr->childNodes as $cell ) {
				if ( ! $cell instanceof DOMElement || ! in_array( strtolower( $cell->nodeName ), array( 'th', 'td' ), true ) ) {
					continue;
				}
				$cells[] = array(
					'text'  => str_replace( "\n", ' ', self::inline( $cell ) ),
					'span'  => max( 1, (int) $cell->getAttribute( 'colspan' ) ),
					'right' => false !== strpos( str_replace( ' ', '', $cell->getAttribute( 'style' ) ), 'text-align:right' ),
				);
			}
			$rows[] = $cells;
		}
		$widths = array();
		foreach ( $rows as $cells ) {
			$column = 0;
			foreach ( $cells as $cell ) {
				if ( 1 === $cell['span'] ) {
					$widths[ $column ] = max( $widths[ $column ] ?? 0, mb_strlen( $cell['text'] ) );
				}
				$column += $cell['span'];
			}
		}
		$lines = array();
		foreach ( $rows as $cells ) {
			$column = 0;
			$line   = '';
			foreach ( $cells as $cell ) {
				$width = 0;
				for ( $i = $column; $i < $column + $cell['span']; $i++ ) {
					$width += ( $widths[ $i ] ?? 0 ) + ( $i > $column ? $gap : 0 );
				}
				$pad     = str_repeat( ' ', max( 0, $width - mb_strlen( $cell['text'] ) ) );
				$line   .= ( 0 === $column ? '' : str_repeat( ' ', $gap ) ) . ( $cell['right'] ? $pad . $cell['text'] : $cell['text'] . $pad );
				$column += $cell['span'];
			}
			$lines[] = rtrim( $line );
		}
		return implode( "\n", $lines );
	}
}
