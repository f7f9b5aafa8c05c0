import { describe, expect, it } from 'vitest';
import { MAX_ROUTE_VISITS, recordVisit, routePattern } from './route-visits';

describe('routePattern', () => {
  it.each([
    ['/', {}, '/'],
    ['/credits', {}, '/credits'],
    ['/credits/profiles/20123456786', { id: '20123456786' }, '/credits/profiles/:id'],
    [
      '/academy/courses/7/finanzas',
      { courseId: '7', courseHandle: 'finanzas' },
      '/academy/courses/:courseId/:courseHandle',
    ],
    ['/esto/no/existe', { '*': 'esto/no/existe' }, '/esto/no/existe'],
  ])('%s with %j → %s', (pathname, params, expected) => {
    expect(routePattern(pathname, params)).toBe(expected);
  });
});

describe('recordVisit', () => {
  const t1 = '2026-11-20T10:00:00.000Z';
  const t2 = '2026-11-21T09:30:00.000Z';

  it('sets firstTime and lastTime on the first visit', () => {
    expect(recordVisit([], '/credits', t1)).toEqual([{ route: '/credits', lastTime: t1, firstTime: t1 }]);
  });

  it('keeps firstTime and moves lastTime on a later visit, the route becoming the most recent', () => {
    const visits = [
      { route: '/credits', lastTime: t1, firstTime: t1 },
      { route: '/', lastTime: t1, firstTime: t1 },
    ];
    expect(recordVisit(visits, '/credits', t2)).toEqual([
      { route: '/', lastTime: t1, firstTime: t1 },
      { route: '/credits', lastTime: t2, firstTime: t1 },
    ]);
  });

  it(`keeps at most ${MAX_ROUTE_VISITS} routes, dropping the least recent`, () => {
    const visits = Array.from({ length: MAX_ROUTE_VISITS }, (_, i) => ({ route: `/r/${i}`, lastTime: t1 }));
    const next = recordVisit(visits, '/new', t2);
    expect(next).toHaveLength(MAX_ROUTE_VISITS);
    expect(next[0]?.route).toBe('/r/1');
    expect(next.at(-1)).toEqual({ route: '/new', lastTime: t2, firstTime: t2 });
  });
});
