<?php
// A classic theme's fallback template (TicketPageTest).
get_header();
get_footer();
