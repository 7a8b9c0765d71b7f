import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { profileTypeDefs } from '../../../../server/src/modules/profile/profile.schema';
import { PROFILE_QUERY } from './api';

describe('the profile screen’s GraphQL query', () => {
  it('asks only for fields the server’s schema has', () => {
    const errors = validate(buildSchema(profileTypeDefs), parse(PROFILE_QUERY));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
