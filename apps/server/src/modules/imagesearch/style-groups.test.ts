import { describe, expect, it } from 'vitest';
import { joinedGroup } from './style-groups.ts';

/** A unit vector in the plane at `degrees`: cosine distances between these are 1 - cos(angle). */
const at = (degrees: number) => [
  Float32Array.from([Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)]),
];
/** The cosine distance of two of those `degrees` apart. */
const apart = (degrees: number) => 1 - Math.cos((degrees * Math.PI) / 180);

describe('a picture joins the same-style group whose first picture is near it (decision 068)', () => {
  it('joins a group within the distance of its first picture', () => {
    expect(joinedGroup(at(5), [[1, at(0)]], apart(6))).toBe(1);
  });

  it('does not chain: near a member but beyond the distance of the first picture, it starts its own', () => {
    // Member 2 sits at 5°, within the distance of first picture 1 at 0°; the new picture at 10° is within
    // the distance of member 2 but not of picture 1. Only first pictures are offered, so it joins none.
    expect(joinedGroup(at(10), [[1, at(0)]], apart(6))).toBeNull();
  });

  it('of several groups, joins the one whose first picture is nearest, the lower id on a tie', () => {
    const firsts = [
      [7, at(0)],
      [3, at(6)],
    ] as const;
    expect(joinedGroup(at(4), firsts, apart(6))).toBe(3);
    expect(joinedGroup(at(3), firsts, apart(6))).toBe(3);
  });

  it('measures the closest pair of views', () => {
    expect(joinedGroup([...at(40), ...at(2)], [[5, [...at(90), ...at(0)]]], apart(3))).toBe(5);
  });
});
