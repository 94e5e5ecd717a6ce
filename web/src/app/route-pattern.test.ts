import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { routePatternOf } from '@/lib/web-vitals/route-pattern';

describe('routePatternOf', () => {
  it('reports the route pattern, never the address itself', () => {
    expect(routePatternOf(routes, '/education')).toBe('/education');
    expect(routePatternOf(routes, '/eduform/BCA')).toBe('/eduform/:course');
    expect(routePatternOf(routes, '/riderHistory/order-123')).toBe('/riderHistory/:orderId');
    expect(routePatternOf(routes, '/receipt/order-123')).toBe('/receipt/:orderId');
    expect(routePatternOf(routes, '/admin/shop/shop-9')).toBe('/admin/shop/:shopId');
    expect(routePatternOf(routes, '/')).toBe('/');
  });

  it('groups every unknown address under /*', () => {
    expect(routePatternOf(routes, '/no/such/page')).toBe('/*');
  });
});
