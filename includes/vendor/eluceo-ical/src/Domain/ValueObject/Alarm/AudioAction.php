<?php

/*
 * This file is part of the eluceo/iCal package.
 *
 * (c) 2023 Markus Poerschke <markus@poerschke.nrw>
 *
 * This source file is subject to the MIT license that is bundled
 * with this source code in the file LICENSE.
 */

namespace Eventin\Vendor\Eluceo\iCal\Domain\ValueObject\Alarm;

final class AudioAction extends Action
{
}
