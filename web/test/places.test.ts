import { expect, it } from 'vitest';
import { createPlaces } from '../server/places';

it('gives a key its share and all keys the total; a place released twice frees one', () => {
  const places = createPlaces({ perKey: 2, total: 3 });
  const first = places.take('a');
  expect(places.take('a')).not.toBeTypeOf('string');
  expect(places.take('a')).toBe('keyFull');
  expect(places.take('b')).not.toBeTypeOf('string');
  expect(places.take('c')).toBe('full');
  expect(places.heldBy('a')).toBe(2);
  if (typeof first === 'string') throw new Error('no place');
  first.release();
  first.release();
  expect(places.heldBy('a')).toBe(1);
  expect(places.take('c')).not.toBeTypeOf('string');
  expect(places.take('c')).toBe('full');
});
