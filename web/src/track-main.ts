import { trackingTokenOf } from '@dropwise/domain/page-paths';
import { startTrackingPage } from './features/tracking/tracking-page';
import './styles.css';
import './components/trip/trip-progress.css';
import './components/trip-map/trip-map.css';

/*
 * The public tracking page's own entry (track.html, served for /track/<token>): no React, no
 * router and no Firebase, so a shared link opens fast on any phone. The map loads later.
 */
const main = document.querySelector<HTMLElement>('main.track');
const token = trackingTokenOf(location.pathname);
const firstCall = (window as { dropwiseFirstTrip?: Promise<Response> }).dropwiseFirstTrip;
if (main) startTrackingPage(main, token, firstCall);
