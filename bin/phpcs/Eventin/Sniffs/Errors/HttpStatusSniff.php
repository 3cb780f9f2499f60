<?php
/**
 * Eventin.Errors.HttpStatus: code outside the REST layer says what went wrong with an
 * Eventin\Problem (its kind: invalid, not_found, conflict…), never as HTTP. It flags a call of
 * `Controller::error()` or `Controller::invalid()` and an error status written as a number under
 * a `'status'` key (`array( 'status' => 404 )`). Rest\Problems turns kinds into statuses.
 *
 * phpcs.xml.dist runs it on includes/ except includes/Rest/ and the controllers (*Controller.php),
 * which answer HTTP themselves.
 */

namespace Eventin\Sniffs\Errors;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

final class HttpStatusSniff implements Sniff {
	public function register() {
		return array( T_DOUBLE_COLON, T_CONSTANT_ENCAPSED_STRING );
	}

	public function process( File $file, $pointer ) {
		$tokens = $file->getTokens();
		if ( T_DOUBLE_COLON === $tokens[ $pointer ]['code'] ) {
			$class  = $file->findPrevious( Tokens::$emptyTokens, $pointer - 1, null, true );
			$method = $file->findNext( Tokens::$emptyTokens, $pointer + 1, null, true );
			$open   = false === $method ? false : $file->findNext( Tokens::$emptyTokens, $method + 1, null, true );
			if ( false !== $class && false !== $open
				&& T_STRING === $tokens[ $class ]['code'] && 'Controller' === $tokens[ $class ]['content']
				&& in_array( strtolower( $tokens[ $method ]['content'] ), array( 'error', 'invalid' ), true )
				&& T_OPEN_PARENTHESIS === $tokens[ $open ]['code']
			) {
				$file->addError( 'Controller::%s() makes an HTTP error outside the REST layer: return an Eventin\Problem (Problem::invalid(), ::not_found(), ::conflict()…)', $method, 'ControllerError', array( $tokens[ $method ]['content'] ) );
			}
			return;
		}
		if ( 'status' !== trim( $tokens[ $pointer ]['content'], '\'"' ) ) {
			return;
		}
		$arrow = $file->findNext( Tokens::$emptyTokens, $pointer + 1, null, true );
		$value = false === $arrow ? false : $file->findNext( Tokens::$emptyTokens, $arrow + 1, null, true );
		if ( false === $value || T_DOUBLE_ARROW !== $tokens[ $arrow ]['code'] || T_LNUMBER !== $tokens[ $value ]['code'] ) {
			return;
		}
		$status = (int) $tokens[ $value ]['content'];
		if ( $status >= 400 && $status <= 599 ) {
			$file->addError( 'HTTP status %s named outside the REST layer: return an Eventin\Problem of the kind it is (Rest\Problems gives the status)', $value, 'Status', array( $status ) );
		}
	}
}
