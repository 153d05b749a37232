export default definePageConfig({ navigationBarTitleText: '合作伙伴', enableShareAppMessage: true })
