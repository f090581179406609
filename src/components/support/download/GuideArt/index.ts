export { GuideArt, GUIDE_SCENES, type GuideArtProps, type GuideScene } from './GuideArt'
