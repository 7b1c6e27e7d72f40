import { describe, expect, it } from 'vitest';
import { paths } from './paths';

const PROPERTY_ID = '0b6c4d2e-1f3a-4b5c-8d9e-0f1a2b3c4d5e';

describe('paths', () => {
  it('builds the property calendar with the month, view and availability it should open on', () => {
    expect(paths.property.calendar.getHref(PROPERTY_ID)).toBe(`/properties/${PROPERTY_ID}`);
    expect(paths.property.calendar.getHref(PROPERTY_ID, { month: 3, year: 2030 })).toBe(
      `/properties/${PROPERTY_ID}?month=3&year=2030`,
    );
    expect(
      paths.property.calendar.getHref(PROPERTY_ID, {
        view: 'week',
        week: '2030-03-04',
        availableFrom: '2030-03-05',
        availableTo: '2030-03-08',
        adults: 2,
        children: 0,
      }),
    ).toBe(
      `/properties/${PROPERTY_ID}?view=week&week=2030-03-04&availableFrom=2030-03-05&availableTo=2030-03-08&adults=2&children=0`,
    );
    expect(paths.property.calendar.getHref(PROPERTY_ID, { event: 'makeEvent' })).toBe(
      `/properties/${PROPERTY_ID}?event=makeEvent`,
    );
  });

  it('builds the property calendar showing a day: its month, and its week for week view', () => {
    expect(paths.property.calendar.getHrefOn(PROPERTY_ID, '2030-03-12')).toBe(
      `/properties/${PROPERTY_ID}?month=3&year=2030&week=2030-03-12`,
    );
  });

  it('builds the property tabs and escapes every id', () => {
    expect(paths.property.getHref(PROPERTY_ID, 'details', 'photos')).toBe(`/properties/${PROPERTY_ID}/details/photos`);
    expect(paths.property.calendar.getHref('a/b?c')).toBe('/properties/a%2Fb%3Fc');
    expect(paths.events.edit.getHref('p 1', 'e/2')).toBe('/events/p%201/edit/e%2F2');
  });

  it('builds the event pages with their prefill, leaving unset values out', () => {
    expect(paths.events.create.getHref(PROPERTY_ID)).toBe(`/events/${PROPERTY_ID}/create`);
    expect(
      paths.events.create.getHref(PROPERTY_ID, { startDate: '2030-03-05', endDate: '2030-03-07', status: undefined }),
    ).toBe(`/events/${PROPERTY_ID}/create?startDate=2030-03-05&endDate=2030-03-07`);
    expect(paths.events.edit.getHref(PROPERTY_ID, 'e1')).toBe(`/events/${PROPERTY_ID}/edit/e1`);
  });

  it('builds a SmartQuote for a stay, with guests only when known', () => {
    expect(paths.smartquotes.getHref()).toBe('/smartquotes');
    expect(
      paths.smartquotes.getHref({
        propertyId: PROPERTY_ID,
        checkIn: '2030-03-05',
        checkOut: '2030-03-08',
        adults: 2,
        children: null,
      }),
    ).toBe(`/smartquotes?propertyId=${PROPERTY_ID}&checkIn=2030-03-05&checkOut=2030-03-08&adults=2`);
  });

  it('builds the list, settings and sign-in pages', () => {
    expect(paths.properties.getHref()).toBe('/properties');
    expect(paths.settings.getHref()).toBe('/settings');
    expect(paths.login.getHref('/properties?filterText=noosa')).toBe('/login?pl=%2Fproperties%3FfilterText%3Dnoosa');
    expect(paths.newPassword.getHref('confirm', 'a/b')).toBe('/login/confirm/a%2Fb');
  });
});
