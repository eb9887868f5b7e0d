/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    isAdmin\n    idVerificationStatus\n    profileImageUrl\n    phoneVerified\n    usernameChangeAvailableAt\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query BrowseProfiles($filter: ProfileFilter, $page: Int!, $pageSize: Int!) {\n    profiles(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...ProfileCard_profile\n      }\n      total\n      totalIsExact\n      page\n      pageSize\n      pageCount\n      hasNextPage\n    }\n  }\n": typeof types.BrowseProfilesDocument,
    "\n  query Locations {\n    locations {\n      name\n      latitude\n      longitude\n    }\n  }\n": typeof types.LocationsDocument,
    "\n  fragment ProfileCard_profile on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    location\n    latitude\n    longitude\n    profileImageUrl\n    imageApprovalStatus\n    flagStatus\n    averageRating\n    reviewCount\n  }\n": typeof types.ProfileCard_ProfileFragmentDoc,
    "\n  mutation UpdateUsername($username: String!) {\n    updateUsername(username: $username) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateUsernameDocument,
};
const documents: Documents = {
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    isAdmin\n    idVerificationStatus\n    profileImageUrl\n    phoneVerified\n    usernameChangeAvailableAt\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.RegisterDocument,
    "\n  query BrowseProfiles($filter: ProfileFilter, $page: Int!, $pageSize: Int!) {\n    profiles(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...ProfileCard_profile\n      }\n      total\n      totalIsExact\n      page\n      pageSize\n      pageCount\n      hasNextPage\n    }\n  }\n": types.BrowseProfilesDocument,
    "\n  query Locations {\n    locations {\n      name\n      latitude\n      longitude\n    }\n  }\n": types.LocationsDocument,
    "\n  fragment ProfileCard_profile on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    location\n    latitude\n    longitude\n    profileImageUrl\n    imageApprovalStatus\n    flagStatus\n    averageRating\n    reviewCount\n  }\n": types.ProfileCard_ProfileFragmentDoc,
    "\n  mutation UpdateUsername($username: String!) {\n    updateUsername(username: $username) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateUsernameDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    isAdmin\n    idVerificationStatus\n    profileImageUrl\n    phoneVerified\n    usernameChangeAvailableAt\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    isAdmin\n    idVerificationStatus\n    profileImageUrl\n    phoneVerified\n    usernameChangeAvailableAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseProfiles($filter: ProfileFilter, $page: Int!, $pageSize: Int!) {\n    profiles(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...ProfileCard_profile\n      }\n      total\n      totalIsExact\n      page\n      pageSize\n      pageCount\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query BrowseProfiles($filter: ProfileFilter, $page: Int!, $pageSize: Int!) {\n    profiles(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...ProfileCard_profile\n      }\n      total\n      totalIsExact\n      page\n      pageSize\n      pageCount\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Locations {\n    locations {\n      name\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  query Locations {\n    locations {\n      name\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileCard_profile on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    location\n    latitude\n    longitude\n    profileImageUrl\n    imageApprovalStatus\n    flagStatus\n    averageRating\n    reviewCount\n  }\n"): (typeof documents)["\n  fragment ProfileCard_profile on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    location\n    latitude\n    longitude\n    profileImageUrl\n    imageApprovalStatus\n    flagStatus\n    averageRating\n    reviewCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUsername($username: String!) {\n    updateUsername(username: $username) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUsername($username: String!) {\n    updateUsername(username: $username) {\n      ...CurrentUserFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;