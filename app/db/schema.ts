// The whole schema, one module per domain under schema/. drizzle.config.ts and the clients read this file.
export * from './schema/system'
export * from './schema/staff'
export * from './schema/mail'
export * from './schema/submissions'
export * from './schema/law'
export * from './schema/blog'
export * from './schema/communities'
export * from './schema/elections'
