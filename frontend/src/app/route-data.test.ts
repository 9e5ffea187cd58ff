import { describe, expect, it } from 'vitest';
import { routeDataCalls } from './route-data';

describe('routeDataCalls', () => {
  it('names the GETs each data page makes on its first render', () => {
    expect(routeDataCalls('/')).toEqual(['/sliders/getSliders', '/api/subcategories']);
    expect(routeDataCalls('/product')).toEqual(['/api/subcategories']);
    expect(routeDataCalls('/product/12')).toEqual(['/api/subcategories/12']);
    expect(routeDataCalls('/gallery')).toEqual(['/gallery/']);
    expect(routeDataCalls('/ebrochure')).toEqual(['/api/ebrochure']);
  });

  it('fetches nothing early for other pages or the admin', () => {
    for (const path of ['/about', '/contact', '/admin', '/admin/slider', '/product/1/x', '/nope']) {
      expect(routeDataCalls(path)).toEqual([]);
    }
  });
});
