<?php
declare(strict_types = 1);

namespace Eventin\Vendor\BaconQrCode\Exception;

final class UnexpectedValueException extends \UnexpectedValueException implements ExceptionInterface
{
}
