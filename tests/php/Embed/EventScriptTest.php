<?php
namespace Eventin\Tests\Embed;

use Eventin\Embed\EventScript;
use Eventin\Events\Event;
use Eventin\Tests\TestCase;

final class EventScriptTest extends TestCase {
	public function test_the_script_carries_the_event_as_json_that_cannot_break_out(): void {
		$id = Event::save(
			0,
			array(
				'title'      => 'Jazz Night',
				'status'     => 'publish',
				'start_date' => '2030-12-05',
				'end_date'   => '2030-12-05',
				'start_time' => '10:00',
				'end_time'   => '12:00',
				'timezone'   => 'Asia/Tokyo',
				'location'   => array(
					'type'    => 'venue',
					'venue'   => 'Hall',
					'address' => array( 'address' => 'Main St 1' ),
				),
			)
		);
		$event  = Event::read( $id );
		$this->assertStringContainsString( '"title":"Jazz Night"', EventScript::script( $event ) );
		// Whatever a title holds (imported data, other plugins), it stays data.
		$event['title'] = 'Jazz </script><img src=x> Night';
		$script         = EventScript::script( $event );
		$this->assertStringNotContainsString( '</script>', $script );
		$this->assertStringNotContainsString( '<img', $script );
		$this->assertStringContainsString( 'Jazz \u003C\/script\u003E\u003Cimg src=x\u003E Night', $script );
		$this->assertStringContainsString( '"where":"Hall, Main St 1"', $script );
		$this->assertStringContainsString( '10:00 \u2013 12:00 (UTC+09:00)', $script );
		$this->assertStringContainsString( 'document.currentScript', $script );
		$this->assertSame( '/* This event is not available. */', EventScript::script( null ) );
	}
}
