<?php
declare(strict_types = 1);

namespace Eventin\Vendor\BaconQrCode\Exception;

final class OutOfBoundsException extends \OutOfBoundsException implements ExceptionInterface
{
}
