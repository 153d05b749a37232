export default definePageConfig({ navigationBarTitleText: '分享计划', enableShareAppMessage: true })
