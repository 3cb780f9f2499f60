<?php
declare(strict_types = 1);

namespace BaconQrCode\Exception;

final class InvalidArgumentException extends \InvalidArgumentException implements ExceptionInterface
{
}
