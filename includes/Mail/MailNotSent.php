<?php
namespace Eventin\Mail;

use RuntimeException;

/** The mail server did not take a mail; thrown from a mail job so Jobs tries it again. */
final class MailNotSent extends RuntimeException {
}
