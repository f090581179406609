/** Every namespace of the th translations, for Storybook and tests (bundled.ts); the portal loads core.ts and each lazy namespace on its own. */
import agents from './agents.json'
import auth from './auth.json'
import chat from './chat.json'
import cockfight from './cockfight.json'
import common from './common.json'
import errors from './errors.json'
import games from './games.json'
import help from './help.json'
import house from './house.json'
import layout from './layout.json'
import lottery from './lottery.json'
import member from './member.json'
import portal from './portal.json'
import sports from './sports.json'
import support from './support.json'
import wallet from './wallet.json'

export default { agents, auth, chat, cockfight, common, errors, games, help, house, layout, lottery, member, portal, sports, support, wallet }
