import { startTrackingPage } from './features/tracking/tracking-page';
import './styles.css';
import './components/trip/trip-progress.css';

/*
 * The public tracking page's own entry (track.html, served for /track/<token>): no React, no
 * router and no Firebase, so a shared link opens fast on any phone. The map loads later.
 */
const main = document.querySelector<HTMLElement>('main.track');
const token = decodeURIComponent(location.pathname.replace(/^\/track\//i, '').replace(/\/$/, ''));
if (main) startTrackingPage(main, token);
