// The contract of the news interface: zod schemas and types shared by the server and the SPA.
export * from './errors';
export * from './params';
export * from './predefined-sources';
export * from './codes';
export * from './article';
export * from './user-input';
export * from './lookup';
export * from './authors';
export * from './author-suggest';
export * from './sources';
export * from './events';
export * from './plans';
export * from './subscription';
export * from './operations';
export * from './source-authors';
export * from './names';
export * from './event-evidence';
