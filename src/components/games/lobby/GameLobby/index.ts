export * from './GameLobby'
